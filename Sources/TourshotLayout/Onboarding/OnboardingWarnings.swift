/// The onboarding page's own warning.
extension LayoutWarning.Code {
    /// The page content is taller than the pager between Skip and the dots, which clips it.
    public static let pageContentClipped = LayoutWarning.Code("page-content-clipped", .warning, .clipsText)
}
