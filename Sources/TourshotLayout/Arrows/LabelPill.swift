import TourshotModel

/// How a label pill is drawn (docs/styles.md, TutorialKit).
public enum LabelPill {
    public static let cornerRadius = 8.0
    public static let strokeColor = RGBAColor(white: 1, alpha: 0.9)
    public static let strokeWidth = 0.8
    /// ≈ ultra-thin material: a light backdrop blur with a faint white tint (tourshot's choice).
    public static let materialBlurRadius = 6.0
    public static let materialTint = RGBAColor(white: 1, alpha: 0.16)

    /// Arrow stroke, then the pill over the arrow's tail: material, rim, text.
    public static func items(for label: ArrowLabel, curve: ArrowCurve, strokeWidth: Double,
                             orientation: Orientation) -> [DisplayItem] {
        let pill = label.pillFrame
        let shape = VectorPath.continuousRoundedRect(pill, radius: cornerRadius)
        let textFrame = Rect(center: label.center, size: label.textSize)
        return [
            .stroke(curve.path, StrokeStyle(width: strokeWidth, cap: .round, roundJoins: true), .white),
            .blur(clip: shape, radius: materialBlurRadius),
            .fill(shape, materialTint),
            .stroke(shape, StrokeStyle(width: Self.strokeWidth), strokeColor),
            .text(TextRun(text: label.text, font: ArrowLabel.font, color: .white, frame: textFrame,
                          alignment: label.arrow.textAlignment[orientation])),
        ]
    }
}
