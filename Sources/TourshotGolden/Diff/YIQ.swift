/// pixelmatch's colour arithmetic, applied to Cairo's premultiplied words.
///
/// pixelmatch works on the straight RGBA bytes of a PNG. A word is first un-premultiplied
/// exactly as TourshotPNG does when it writes a PNG, so for every image tourshot wrote the
/// channels are the file's bytes and the arithmetic below is pixelmatch's, operation for
/// operation (the order matters: the counts depend on the rounding of each step).
enum YIQ {
    /// Straight (un-premultiplied) channels of a word: `(c × 255 + a / 2) / a`, as the PNG
    /// encoder computes them; fully transparent pixels are black.
    @inline(__always) static func straight(_ word: UInt32) -> (r: UInt32, g: UInt32, b: UInt32, a: UInt32) {
        let a = word >> 24
        let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        if a == 0xFF { return (r, g, b, a) }
        if a == 0 { return (0, 0, 0, 0) }
        return (unpremultiply(r, a), unpremultiply(g, a), unpremultiply(b, a), a)
    }

    @inline(__always) private static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
        min(255, (c &* 255 &+ a / 2) / a)
    }

    /// The colour pixelmatch compares: straight RGB blended onto white by the pixel's alpha.
    @inline(__always) static func blendedOnWhite(_ word: UInt32) -> (r: Double, g: Double, b: Double) {
        let (r, g, b, a) = straight(word)
        guard a < 255 else { return (Double(r), Double(g), Double(b)) }
        let alpha = Double(a) / 255
        return (blend(Double(r), alpha), blend(Double(g), alpha), blend(Double(b), alpha))
    }

    /// A channel blended onto white (255) with opacity `alpha`.
    @inline(__always) static func blend(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

    @inline(__always) static func y(_ c: (r: Double, g: Double, b: Double)) -> Double {
        c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223
    }

    @inline(__always) static func i(_ c: (r: Double, g: Double, b: Double)) -> Double {
        c.r * 0.59597799 - c.g * 0.27417610 - c.b * 0.32180189
    }

    @inline(__always) static func q(_ c: (r: Double, g: Double, b: Double)) -> Double {
        c.r * 0.21147017 - c.g * 0.52261711 + c.b * 0.31114694
    }

    /// Squared perceived distance of two pixels in YIQ (Kotsarenko and Ramos), 0...35215.
    @inline(__always) static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        let c1 = blendedOnWhite(first), c2 = blendedOnWhite(second)
        let y = y(c1) - y(c2)
        let i = i(c1) - i(c2)
        let q = q(c1) - q(c2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The brightness (Y) of a pixel blended onto white. The anti-aliasing detector compares
    /// neighbours by the difference of two of these (pixelmatch's `colorDelta(…, yOnly)`,
    /// negative when the second is brighter); `LumaWindow` keeps them.
    @inline(__always) static func luma(_ word: UInt32) -> Double {
        y(blendedOnWhite(word))
    }

    /// The grey of a pixel of the faded expected image under the diff: its luminance (of the
    /// straight, unblended channels) blended onto white with opacity `alpha × a / 255`,
    /// truncated as pixelmatch's byte store truncates.
    @inline(__always) static func fadedGrey(_ word: UInt32, alpha: Double) -> UInt32 {
        let (r, g, b, a) = straight(word)
        let value = blend(y((Double(r), Double(g), Double(b))), alpha * Double(a) / 255)
        let grey = UInt32(min(255, max(0, value)))
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
