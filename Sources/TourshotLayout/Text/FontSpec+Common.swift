extension FontSpec {
    /// The faces a TutorialKit step draws (card, arrow labels, wireframe), the default style:
    /// a renderer can load them (Pango's metrics, the first glyphs) before the first layout
    /// asks. In the order a layout first measures them (wireframe, labels, card), since the
    /// loading stops when the layout starts. Other styles' faces load when first measured.
    public static let tutorialKitFaces: [FontSpec] = [
        Wireframe.containerFont, Wireframe.controlFont, ArrowLabel.font,
        CardStyle.titleFont(centered: false), CardStyle.titleFont(centered: true),
        CardStyle.bodyFont, CardStyle.skipFont, CardStyle.nextFont,
    ]
}
