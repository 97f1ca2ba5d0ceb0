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

    /// The font lines of an input key that does not read the files (tourshot serve's, redrawn at
    /// each edit): which file each font leads to and its stamp. A changed `fonts` folder, link or
    /// file changes them, so the page redraws and an Accept of an older picture is refused.
    /// The text's tracking is part of them, as in `RendererIdentity.lines`.
    public var stampLines: [String] { loaded.map { "\($0.label) \($0.file.identity)" } + [TextTracking.keyLine(textFace: textFace), TextLineBreaks.keyLine] }
}
