import CPNG

extension PNGCodec {
    /// The libpng this process runs with, e.g. "1.6.39" (`tourshot --version`).
    public static var libraryVersion: String { String(cString: tourshot_png_library_version()) }
    /// The libdeflate tourshot was built with, e.g. "1.14" (`tourshot --version`): it decides
    /// the bytes of every golden.
    public static var deflateVersion: String { String(cString: tourshot_png_deflate_version()) }
}
