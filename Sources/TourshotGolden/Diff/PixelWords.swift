/// A read-only view of one image's pixels as Cairo ARGB32 words (premultiplied, native
/// endian), for the diff's inner loops: no copies, no bounds checks beyond the caller's.
struct PixelWords {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int

    @inline(__always) subscript(index: Int) -> UInt32 {
        base.load(fromByteOffset: index &* 4, as: UInt32.self)
    }

    @inline(__always) subscript(x: Int, y: Int) -> UInt32 {
        self[y &* width &+ x]
    }

    /// The words of row y.
    @inline(__always) func row(_ y: Int) -> UnsafePointer<UInt32> {
        (base + y &* width &* 4).assumingMemoryBound(to: UInt32.self)
    }

    /// Whether all 8 neighbours of (x, y) are in the image.
    @inline(__always) func isInside(x: Int, y: Int) -> Bool {
        x > 0 && y > 0 && x < width &- 1 && y < height &- 1
    }
}
