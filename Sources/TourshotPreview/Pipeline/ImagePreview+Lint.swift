import TourshotLayout
import TourshotModel

extension ImagePreview {
    /// The layout as `tourshot lint` reports it: its warnings, then lint's own checks
    /// (`TouchTargetLint`, and `ContrastLint` on the picture painted without the tutorial's
    /// text) at the levels `settings` give them, on the worker that laid it out. A check that
    /// is off is not run.
    public func linted(_ settings: LintSettings = LintSettings()) throws -> ImageLayout {
        func level(_ code: LayoutWarning.Code) -> LintSettings.Level { settings.levels[code.rawValue] ?? .warning }
        var findings: [LayoutWarning] = []
        if level(.smallTarget) != .off { findings += TouchTargetLint.warnings(layout) }
        if level(.lowContrast) != .off { findings += ContrastLint.warnings(try contrastFindings()) }
        return layout.addingLintFindings(findings.map { $0.atLevel(level($0.code) == .error ? .error : .warning) })
    }

    func contrastFindings() throws -> [ContrastLint.Finding] {
        guard !ContrastLint.runs(of: layout).isEmpty else { return [] }
        let picture = ContrastLint.background(of: layout)
        let image = try renderer.pixels(picture)
        let pixels = BackgroundPixels(width: image.width, height: image.height, scale: picture.scale, argb32: image.pixels)
        return ContrastLint.findings(layout, background: pixels)
    }
}
