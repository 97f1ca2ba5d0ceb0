import CCairo
import Foundation
import TourshotModel

/// The private fontconfig configuration: only tourshot's own font files (and a project's text
/// face), built once per process for each list of font directories (normally one:
/// `FontFiles.searchDirectories()`) and text face.
final class FontConfiguration: @unchecked Sendable {
    let config: OpaquePointer
    /// The files it was built from, pinned ones first, as they were when loaded.
    let files: [LoadedFont]

    private static let lock = NSLock()
    private struct Key: Hashable {
        let directories: [String]
        let textFace: TextFontChoice?
    }
    nonisolated(unsafe) private static var built: [Key: Result<FontConfiguration, RenderError>] = [:]

    /// The configuration over the pinned files found in `directories` and `textFace`'s files,
    /// built on first use.
    static func shared(directories: [String], textFace: TextFontChoice? = nil) -> Result<FontConfiguration, RenderError> {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(directories: directories, textFace: textFace)
        if let existing = built[key] { return existing }
        let made = Result { () throws(RenderError) in try FontConfiguration(directories: directories, textFace: textFace) }
        built[key] = made
        return made
    }

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

    private init(directories: [String], textFace: TextFontChoice?) throws(RenderError) {
        let pinned = try FontFiles.locate(in: directories)
        let faces = try textFace?.checkedFiles() ?? []
        // An empty configuration: no system folders, no cache, one rule; just our files.
        guard let config = FcConfigCreate() else { throw RenderError("fontconfig could not create a configuration") }
        guard FcConfigParseAndLoadFromMemory(config, Self.bitmapScalingRule, 1) != 0 else {
            FcConfigDestroy(config)
            throw RenderError("fontconfig rejected tourshot's bitmap scaling rule")
        }
        do {
            try CachedFontPatterns.addApplicationFonts(pinned.map(\.file.resolved), to: config)
            try textFace?.add(faces, to: config)
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        // Pango's first font map calls FcInit on a thread of its own, which loads the system's
        // configuration and font caches (~6 ms of a core) unless a current one exists; nothing
        // here uses the system's, so ours is made current.
        FcConfigSetCurrent(config)
        self.config = config
        files = pinned + faces
    }
}
