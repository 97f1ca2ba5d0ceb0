import CGraphics

/// Cairo, Pango and fontconfig are loaded on first use, not at process start
/// (Sources/CGraphics/loader.c): `tourshot diff` and `validate` start without them.
enum GraphicsLibraries {
    /// Loads them (once per process) or says why they cannot be; call before the first Cairo,
    /// Pango or fontconfig function so a missing library is an error message, not an exit.
    static func load() throws(RenderError) {
        if let failure = tourshot_graphics_load() { throw RenderError(String(cString: failure)) }
    }
}
