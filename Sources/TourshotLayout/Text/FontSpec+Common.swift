extension FontSpec {
    /// The faces a TutorialKit step draws (card, arrow labels, wireframe), the default style:
    /// a renderer can load them (Pango's metrics, the first glyphs) before the first layout
    /// asks. In the reverse of the order a layout first measures them (wireframe, labels,
    /// card), so a worker laying out meanwhile meets the loaded ones halfway. Other styles'
    /// faces load when first measured.
    public static let tutorialKitFaces: [FontSpec] = [
        CardStyle.nextFont, CardStyle.skipFont, CardStyle.bodyFont,
        CardStyle.titleFont(centered: true), CardStyle.titleFont(centered: false),
        ArrowLabel.font, Wireframe.controlFont, Wireframe.containerFont,
    ]
}
