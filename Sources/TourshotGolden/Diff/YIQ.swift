/// pixelmatch 7.2's colour arithmetic, applied to Cairo's premultiplied words.
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

    /// The channel differences first − second pixelmatch computes the distance from: of the
    /// bytes for two opaque pixels, else of both blended over `background`, in one step
    /// (`(c1·a1 − c2·a2 − bg·(a1 − a2)) / 255`; the products are exact integers).
    @inline(__always) static func differences(_ first: UInt32, _ second: UInt32,
                                              over background: Background) -> (r: Double, g: Double, b: Double) {
        let c1 = straight(first), c2 = straight(second)
        if c1.a == 255 && c2.a == 255 {
            return (Double(Int(c1.r) - Int(c2.r)), Double(Int(c1.g) - Int(c2.g)), Double(Int(c1.b) - Int(c2.b)))
        }
        let a1 = Int(c1.a), a2 = Int(c2.a), da = a1 - a2
        @inline(__always) func blended(_ v1: UInt32, _ v2: UInt32, _ bg: Int) -> Double {
            Double(Int(v1) * a1 - Int(v2) * a2 - bg * da) / 255
        }
        return (blended(c1.r, c2.r, background.red), blended(c1.g, c2.g, background.green), blended(c1.b, c2.b, background.blue))
    }

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
    @inline(__always) static func delta(_ first: UInt32, _ second: UInt32, over background: Background) -> Double {
        if first == second { return 0 }
        let d = differences(first, second, over: background)
        let y = y(d), i = i(d), q = q(d)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// How much brighter `first` is than `second` (Y of their differences): pixelmatch's
    /// brightness delta of the anti-aliasing check, and the sign of its colour delta (a
    /// positive value is a pixel that got darker in the second image).
    @inline(__always) static func brightnessDelta(_ first: UInt32, _ second: UInt32, over background: Background) -> Double {
        first == second ? 0 : y(differences(first, second, over: background))
    }

    /// The brightness (Y) of an opaque pixel; NaN for one that is not, whose brightness
    /// depends on its background. For two opaque pixels, the difference of these orders and
    /// zeroes neighbours exactly as `brightnessDelta` does (two colours' Y differ by 1e-8 at
    /// least, rounding by 1e-13 at most); `LumaWindow` keeps them.
    @inline(__always) static func luma(_ word: UInt32) -> Double {
        guard word >> 24 == 0xFF else { return .nan }
        return y((Double(word >> 16 & 0xFF), Double(word >> 8 & 0xFF), Double(word & 0xFF)))
    }

    /// The grey of a pixel of the faded expected image under the diff: its luminance (of the
    /// straight, unblended channels) blended onto white with opacity `alpha × a / 255`, in
    /// pixelmatch 7's order of operations, truncated as its byte store truncates.
    @inline(__always) static func fadedGrey(_ word: UInt32, alpha: Double) -> UInt32 {
        let (r, g, b, a) = straight(word)
        let value = 255 + (y((Double(r), Double(g), Double(b))) - 255) * alpha * Double(a) / 255
        let grey = UInt32(min(255, max(0, value)))
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
