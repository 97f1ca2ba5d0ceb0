import CPNG

extension PNGCodec {
    /// The libpng this process runs with, e.g. "1.6.39" (`tourshot --version`).
    public static var libraryVersion: String { String(cString: tourshot_png_library_version()) }
}
