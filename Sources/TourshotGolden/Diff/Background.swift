/// What pixelmatch 7 blends a semi-transparent pixel over before comparing it: white, or a
/// colour of its fixed "checkerboard" pattern (mapbox/pixelmatch index.js:229-239 (v7.2.0)).
///
/// The pattern is not a grid: each channel is dark (48) or light (207) depending on the
/// pixel's byte offset k = 4 × index. Red uses k mod 2, always 0, so red is always 48; green
/// and blue use ⌊k / φ⌋ and ⌊k / φ²⌋ mod 2, which alternate irregularly along the rows.
/// Pixels that look alike over white (half-transparent black and opaque grey) differ over
/// the dark shades.
struct Background: Equatable {
    let red: Int, green: Int, blue: Int

    static let white = Background(red: 255, green: 255, blue: 255)

    /// The checkerboard's colour at pixel `index` (row × width + column).
    static func checkerboard(pixel index: Int) -> Background {
        let k = index &* 4
        @inline(__always) func shade(_ parity: Int) -> Int { 48 &+ 159 &* (parity & 1) }
        // JavaScript's `x / φ | 0`: a double division truncated towards zero.
        return Background(red: shade(k), green: shade(Int(Double(k) / 1.618033988749895)),
                          blue: shade(Int(Double(k) / 2.618033988749895)))
    }

    /// The background at pixel `index` with the given blending.
    @inline(__always) static func at(pixel index: Int, checkerboard: Bool) -> Background {
        checkerboard ? Self.checkerboard(pixel: index) : white
    }
}
