/// The brightness (`YIQ.luma`) of the opaque pixels of the three rows of one image around the
/// row being compared, for the anti-aliasing check, and the background semi-transparent
/// pixels are compared over there.
///
/// The check compares a pixel's brightness with its 8 neighbours', and the pixels checked
/// next to it share most of those neighbours: in detailed or noisy areas, where nearly every
/// pixel is checked, each would otherwise be computed up to 9 times per image. Each value is
/// computed on first use and kept, tagged with its row, until the row three further down
/// takes its place: rows and columns nobody asks about cost nothing. The values are
/// `YIQ.luma`'s, bit for bit.
///
/// One window per band of rows and image, not shared between threads; `deallocate()` it.
struct LumaWindow {
    let image: PixelWords
    /// Whether semi-transparent pixels are compared over the checkerboard (else white).
    let checkerboard: Bool
    /// Three rows of `image.width` entries; image row y lives in row y % 3.
    private let entries: UnsafeMutablePointer<Entry>

    private struct Entry {
        /// The image row the value belongs to, -1 for none yet.
        var row: Int
        var luma: Double
    }

    init(_ image: PixelWords, checkerboard: Bool) {
        self.image = image
        self.checkerboard = checkerboard
        entries = .allocate(capacity: 3 * image.width)
        entries.initialize(repeating: Entry(row: -1, luma: 0), count: 3 * image.width)
    }

    func deallocate() { entries.deallocate() }

    /// The brightness of the pixel at (x, y); NaN if it is not opaque.
    @inline(__always) func luma(x: Int, y: Int) -> Double {
        let entry = entries + ((y % 3) &* image.width &+ x)
        if entry.pointee.row == y { return entry.pointee.luma }
        let value = YIQ.luma(image[x, y])
        entry.pointee = Entry(row: y, luma: value)
        return value
    }
}
