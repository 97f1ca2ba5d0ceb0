import CCairo
import Foundation
import TourshotLayout

/// Errors from setting up or using the render backend.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The private fontconfig configuration: only tourshot's own font files, built once per process.
final class FontConfiguration: @unchecked Sendable {
    let config: OpaquePointer

    static let shared: Result<FontConfiguration, RenderError> = {
        do throws(RenderError) { return .success(try FontConfiguration()) } catch { return .failure(error) }
    }()

    /// Colour emoji come as fixed-size bitmap strikes; without this rule fontconfig hands
    /// Pango the strike's own pixel size and emoji draw ten times too large. It scales
    /// every non-outline font by requested ÷ strike pixel size.
    static let bitmapScalingRule = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    private init() throws(RenderError) {
        let missing = FontFiles.missing()
        guard missing.isEmpty else {
            let packages = Set(missing.map(\.package)).sorted().joined(separator: " ")
            throw RenderError("font files missing: \(missing.map(\.path).joined(separator: ", ")); install them with scripts/setup (Debian packages: \(packages))")
        }
        // An empty configuration: no system folders, no cache, one rule; just our files.
        guard let config = FcConfigCreate() else { throw RenderError("fontconfig could not create a configuration") }
        guard FcConfigParseAndLoadFromMemory(config, Self.bitmapScalingRule, 1) != 0 else {
            FcConfigDestroy(config)
            throw RenderError("fontconfig rejected tourshot's bitmap scaling rule")
        }
        for (_, path) in FontFiles.paths where FcConfigAppFontAddFile(config, path) == 0 {
            FcConfigDestroy(config)
            throw RenderError("fontconfig could not load \(path)")
        }
        self.config = config
    }
}

/// A Pango font map and context over the private configuration, with fixed Cairo font options.
///
/// Pango objects are not shared between threads: each render worker owns one `FontSystem`.
public final class FontSystem: @unchecked Sendable {
    let fontMap: OpaquePointer
    let context: OpaquePointer
    private let lock = NSLock()

    public init() throws(RenderError) {
        let configuration = try PhaseTimings.measure("fontconfig") { () throws(RenderError) in try FontConfiguration.shared.get() }
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
