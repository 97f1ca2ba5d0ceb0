import TourshotPNG

/// Small images built pixel by pixel, as Cairo's premultiplied ARGB32 words.
enum Synthetic {
    static func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) -> PixelImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let word = pixel(x, y)
                bytes += [UInt8(word & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word >> 16 & 0xFF), UInt8(word >> 24)]
            }
        }
        return try! PixelImage(width: width, height: height, pixels: bytes)
    }

    /// An opaque colour.
    static func rgb(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { 0xFF00_0000 | r << 16 | g << 8 | b }

    /// A straight-alpha colour, premultiplied as the PNG decoder does.
    static func rgba(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        func pre(_ c: UInt32) -> UInt32 { a == 255 ? c : (c * a + 127) / 255 }
        return a << 24 | pre(r) << 16 | pre(g) << 8 | pre(b)
    }

    static let white = rgb(255, 255, 255)
    static let black = rgb(0, 0, 0)

    /// The word at (x, y).
    static func word(_ image: PixelImage, _ x: Int, _ y: Int) -> UInt32 {
        image.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: (y * image.width + x) * 4, as: UInt32.self)) }
    }
}
