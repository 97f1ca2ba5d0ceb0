/// A painted picture's pixels as `ContrastLint` reads them: premultiplied ARGB32 in native byte
/// order (blue, green, red, alpha in memory on the little-endian machines tourshot runs on), as
/// Cairo and `PixelImage` keep them, at `scale` pixels per point.
public struct BackgroundPixels: Sendable {
    public let width: Int
    public let height: Int
    public let scale: Double
    let bytes: [UInt8]

    public init(width: Int, height: Int, scale: Double, argb32 bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "ARGB32 needs 4 bytes per pixel")
        self.width = width
        self.height = height
        self.scale = scale
        self.bytes = bytes
    }

    /// Red, green and blue of pixel (x, y), 0…255, un-premultiplied (an uncovered pixel reads black).
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let i = (y * width + x) * 4
        let alpha = Int(bytes[i + 3])
        guard alpha > 0 else { return (0, 0, 0) }
        guard alpha < 255 else { return (Int(bytes[i + 2]), Int(bytes[i + 1]), Int(bytes[i])) }
        return ((Int(bytes[i + 2]) * 255 + alpha / 2) / alpha, (Int(bytes[i + 1]) * 255 + alpha / 2) / alpha,
                (Int(bytes[i]) * 255 + alpha / 2) / alpha)
    }
}
