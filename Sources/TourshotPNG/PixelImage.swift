/// A decoded raster in Cairo's ARGB32 format.
///
/// Each pixel is a native-endian `UInt32` holding premultiplied alpha, red, green and blue
/// (on little-endian machines the bytes are B, G, R, A). Rows are packed: stride = width * 4.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Premultiplied ARGB32 bytes, `width * height * 4` of them.
    public let pixels: [UInt8]

    /// Bytes between the starts of consecutive rows.
    public var stride: Int { width * 4 }

    /// Creates an image after checking that `pixels` holds exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard width > 0, height > 0 else {
            throw PNGError(message: "invalid image size \(width)x\(height)")
        }
        let (area, overflow1) = width.multipliedReportingOverflow(by: height)
        let (expected, overflow2) = area.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2, pixels.count == expected else {
            throw PNGError(
                message: "pixel buffer has \(pixels.count) bytes, \(width)x\(height) ARGB32 needs \(width &* height &* 4)"
            )
        }
        self.init(unchecked: width, height: height, pixels: pixels)
    }

    /// Creates an image whose byte count the caller has already guaranteed.
    init(unchecked width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
