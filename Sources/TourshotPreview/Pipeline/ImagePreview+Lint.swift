import TourshotLayout
import TourshotModel

extension ImagePreview {
    /// The layout as `tourshot lint` reports it: its warnings, then lint's own checks
    /// (`TouchTargetLint`, and `ContrastLint` on the picture painted without the tutorial's
    /// text), on the worker that laid it out.
    public func linted() throws -> ImageLayout {
        layout.addingLintFindings(TouchTargetLint.warnings(layout) + ContrastLint.warnings(try contrastFindings()))
    }
    func contrastFindings() throws -> [ContrastLint.Finding] {
        guard !ContrastLint.runs(of: layout).isEmpty else { return [] }
        let picture = ContrastLint.background(of: layout)
        let image = try renderer.pixels(picture)
        let pixels = BackgroundPixels(width: image.width, height: image.height, scale: picture.scale, argb32: image.pixels)
        return ContrastLint.findings(layout, background: pixels)
    }
}
