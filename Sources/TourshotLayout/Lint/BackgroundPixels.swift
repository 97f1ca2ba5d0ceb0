import TourshotModel

/// A painted picture's pixels as `ContrastLint` reads them: premultiplied ARGB32 in native byte
/// order (blue, green, red, alpha in memory on the little-endian machines tourshot runs on), as
/// Cairo and `PixelImage` keep them, at `scale` pixels per point, rows `stride` bytes apart.
///
/// Read in place on the painted surface (`ImageRenderer.withPixels`), valid only inside that
/// call: copying each picture out cost more than reading it (docs/performance.md).
public struct BackgroundPixels: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let scale: Double
    let stride: Int
    let bytes: UnsafePointer<UInt8>
    /// What keeps `bytes` alive when the pixels were handed in as an array (tests).
    private let owner: AnyObject?

    /// The pixels at `bytes`, borrowed: the caller keeps them alive and unchanged while this is read.
    public init(width: Int, height: Int, stride: Int, scale: Double, borrowing bytes: UnsafePointer<UInt8>) {
        precondition(stride >= width * 4, "ARGB32 needs 4 bytes per pixel")
        self.width = width
        self.height = height
        self.scale = scale
        self.stride = stride
        self.bytes = bytes
        self.owner = nil
    }

    /// A copy of `bytes`, packed rows.
    public init(width: Int, height: Int, scale: Double, argb32 bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "ARGB32 needs 4 bytes per pixel")
        let owned = OwnedBytes(bytes)
        self.width = width
        self.height = height
        self.scale = scale
        self.stride = width * 4
        self.bytes = UnsafePointer(owned.pointer)
        self.owner = owned
    }

    private final class OwnedBytes {
        let pointer: UnsafeMutablePointer<UInt8>
        let count: Int
        init(_ bytes: [UInt8]) {
            count = bytes.count
            pointer = .allocate(capacity: max(1, count))
            pointer.initialize(from: bytes, count: count)
        }
        deinit { pointer.deallocate() }
    }

    /// Red, green and blue of pixel (x, y), 0…255, un-premultiplied (an uncovered pixel reads black).
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let i = y * stride + x * 4
        let alpha = Int(bytes[i + 3])
        guard alpha > 0 else { return (0, 0, 0) }
        guard alpha < 255 else { return (Int(bytes[i + 2]), Int(bytes[i + 1]), Int(bytes[i])) }
        return ((Int(bytes[i + 2]) * 255 + alpha / 2) / alpha, (Int(bytes[i + 1]) * 255 + alpha / 2) / alpha,
                (Int(bytes[i]) * 255 + alpha / 2) / alpha)
    }

    /// The pixels covering `box` (points), rounded outward and kept on the picture; nil when
    /// none are on it.
    func pixels(covering box: Rect) -> (xs: Range<Int>, ys: Range<Int>)? {
        let (xs, ys) = Self.pixelRanges(box, scale: scale)
        let x0 = max(0, xs.lowerBound), x1 = min(width, xs.upperBound)
        let y0 = max(0, ys.lowerBound), y1 = min(height, ys.upperBound)
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0..<x1, y0..<y1)
    }

    /// The columns and rows of the whole pixels `box` (points) touches at `scale`, on no
    /// picture in particular.
    static func pixelRanges(_ box: Rect, scale: Double) -> (xs: Range<Int>, ys: Range<Int>) {
        (Int((box.minX * scale).rounded(.down))..<Int((box.maxX * scale).rounded(.up)),
         Int((box.minY * scale).rounded(.down))..<Int((box.maxY * scale).rounded(.up)))
    }

    /// `box` (points) rounded out to whole pixels at `scale`: what lint reads of it.
    static func wholePixels(_ box: Rect, scale: Double) -> Rect {
        let (xs, ys) = pixelRanges(box, scale: scale)
        let x0 = Double(xs.lowerBound) / scale, x1 = Double(xs.upperBound) / scale
        let y0 = Double(ys.lowerBound) / scale, y1 = Double(ys.upperBound) / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The mean colour of the pixels `xs` × `ys` in linear light (WCAG's linearised channels):
    /// what the eye averages over a small area.
    func meanLinear(_ xs: Range<Int>, _ ys: Range<Int>) -> (red: Double, green: Double, blue: Double) {
        var red = 0.0, green = 0.0, blue = 0.0
        for y in ys {
            for x in xs {
                let (r, g, b) = rgb(x, y)
                red += Self.linearByte[r]; green += Self.linearByte[g]; blue += Self.linearByte[b]
            }
        }
        let count = Double(xs.count * ys.count)
        return (red / count, green / count, blue / count)
    }

    /// `WCAGContrast.linear` of each 8-bit value.
    private static let linearByte: [Double] = (0...255).map { WCAGContrast.linear(Double($0) / 255) }
}

/// A colour drawn over a measured background, and the WCAG ratio between them.
struct MeasuredContrast: Sendable, Hashable {
    let ratio: Double
    /// The foreground as drawn over the background (alpha composited), and the background.
    let foreground: RGBAColor
    let background: RGBAColor

    /// `color` drawn over the linear-light mean `mean`. Cairo blends a translucent colour over
    /// the pixels in sRGB values, so the composite is taken on the encoded channels.
    init(_ color: RGBAColor, over mean: (red: Double, green: Double, blue: Double)) {
        let background = RGBAColor(red: WCAGContrast.encoded(mean.red), green: WCAGContrast.encoded(mean.green),
                                   blue: WCAGContrast.encoded(mean.blue))
        let a = color.alpha
        let foreground = RGBAColor(red: color.red * a + background.red * (1 - a), green: color.green * a + background.green * (1 - a),
                                   blue: color.blue * a + background.blue * (1 - a))
        self.ratio = WCAGContrast.ratio(WCAGContrast.luminance(foreground),
                                        WCAGContrast.luminance(linearRed: mean.red, green: mean.green, blue: mean.blue))
        self.foreground = foreground
        self.background = background
    }
}
