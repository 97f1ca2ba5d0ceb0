import CCairo
import Foundation
import TourshotLayout
import TourshotModel
import TourshotParallel

/// Errors from setting up or using the render backend.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    public let message: String
    /// The project file's key the error is about (`textFont.files[1]`), when it is one; callers
    /// that know the project file name it (`PreviewProject.fonts()`).
    public let jsonPath: String?
    public init(_ message: String, jsonPath: String? = nil) {
        self.message = message
        self.jsonPath = jsonPath
    }
    public var description: String { jsonPath.map { "\($0): \(message)" } ?? message }
}

/// A Pango font map and context over the private configuration, with fixed Cairo font options.
///
/// Pango objects are not shared between threads: each render worker owns one `FontSystem`.
public final class FontSystem: @unchecked Sendable {
    let fontMap: OpaquePointer
    let context: OpaquePointer
    private let lock = NSLock()

    /// The font directories this system's files were found in.
    public let fontDirectories: [String]
    /// The project's text face, nil for Inter.
    public let textFace: TextFontChoice?
    /// What text runs are set in: the text face (or Inter), then the fallbacks.
    let families: FontFamilies
    /// What `PangoTextMeasurer` measured with this system, under `lock` (nil with
    /// `TOURSHOT_TEXT_MEMO=off`).
    let measuredSizes = (try? TextMemoSetting.enabled()) == false ? nil : MeasuredSizes()

    /// A font system over the pinned files found in `fontDirectories` (by default those of
    /// `TOURSHOT_FONT_DIRS`, or Debian's folders; `FontFiles.searchDirectories`), setting text
    /// in `textFace` when a project names one.
    public init(fontDirectories: [String] = FontFiles.searchDirectories(), textFace: TextFontChoice? = nil) throws(RenderError) {
        let configuration = try PhaseTimings.measure("fontconfig") { () throws(RenderError) in
            try FontConfiguration.shared(directories: fontDirectories, textFace: textFace).get()
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw RenderError("Pango has no FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), configuration.config)
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw RenderError("Pango could not create a context")
        }
        // Unhinted, greyscale, unrounded: glyph positions scale exactly with the canvas, so
        // @2x and @3x renders share one layout and no machine setting can change them.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        self.fontMap = OpaquePointer(map)
        self.context = context
        self.fontDirectories = fontDirectories
        self.textFace = textFace
        self.families = FontFamilies(textFace: textFace)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Runs `body` with exclusive use of the context.
    func withContext<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(context)
    }
}
