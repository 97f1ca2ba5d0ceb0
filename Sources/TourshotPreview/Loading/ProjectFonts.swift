import TourshotModel
import TourshotRender

/// The fonts a project draws with (`PreviewProject.fonts()`): where the pinned files are looked
/// for, its text face, and the files the process loaded for them, which input keys name.
public struct ProjectFonts: Sendable {
    /// `TOURSHOT_FONT_DIRS`, the project's `fonts`, or Debian's folders.
    public let directories: [String]
    /// The project's `textFont`, nil for Inter.
    public let textFace: TextFontChoice?
    public let loaded: [LoadedFont]
}
