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
}
