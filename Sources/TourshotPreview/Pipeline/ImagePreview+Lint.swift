import TourshotLayout
import TourshotModel

extension ImagePreview {
    /// The layout as `tourshot lint` reports it: its warnings, then lint's own checks
    /// (`TouchTargetLint`), on the worker that laid it out.
    public func linted() throws -> ImageLayout {
        layout.addingLintFindings(TouchTargetLint.warnings(layout))
    }
}
