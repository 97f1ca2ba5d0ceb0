import CCairo
import Foundation

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
        try GraphicsLibraries.load()
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
        do {
            try CachedFontPatterns.addApplicationFonts(FontFiles.paths.map(\.path), to: config)
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        // Pango's first font map calls FcInit on a thread of its own, which loads the system's
        // configuration and font caches (~6 ms of a core) unless a current one exists; nothing
        // here uses the system's, so ours is made current.
        FcConfigSetCurrent(config)
        self.config = config
    }
}
