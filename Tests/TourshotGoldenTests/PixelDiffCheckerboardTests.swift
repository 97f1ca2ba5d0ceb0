import Testing
import TourshotGolden
import TourshotPNG

/// pixelmatch 7's blending of semi-transparent pixels over its checkerboard (the default)
/// against pixelmatch 5's over white (`checkerboard = false`). Red is blended over 48 at every
/// pixel; green and blue over 48 or 207, changing along the rows.
struct PixelDiffCheckerboardTests {
    static var overWhite: DiffOptions {
        var options = DiffOptions()
        options.checkerboard = false
        return options
    }

    /// pixelmatch 7.2's own test: half-transparent black against opaque grey 127. Over white
    /// both are 127 (255 − 255·128/255 = 127, exactly in the one-step blend); over the dark
    /// red the first is far darker.
    @Test func halfBlackAgainstGreyDiffersOnlyOverTheCheckerboard() throws {
        let halfBlack = Synthetic.image(1, 1) { _, _ in Synthetic.rgba(0, 0, 0, 128) }
        let grey = Synthetic.image(1, 1) { _, _ in Synthetic.rgb(127, 127, 127) }
        #expect(try PixelDiff.compare(halfBlack, grey).differentPixels == 1)
        #expect(try PixelDiff.compare(halfBlack, grey, options: Self.overWhite).differentPixels == 0)
    }

    /// The same on a 37×23 field (every pixel differs over the checkerboard, whatever its
    /// background: even over green and blue 207 the distance is about 1150 > 352), and
    /// transparent against white.
    @Test func wholeFieldsCountEveryPixel() throws {
        let halfBlack = Synthetic.image(37, 23) { _, _ in Synthetic.rgba(0, 0, 0, 128) }
        let grey = Synthetic.image(37, 23) { _, _ in Synthetic.rgb(127, 127, 127) }
        #expect(try PixelDiff.compare(halfBlack, grey).differentPixels == 37 * 23)
        #expect(try PixelDiff.compare(halfBlack, grey, options: Self.overWhite).differentPixels == 0)
        let clear = Synthetic.image(37, 23) { _, _ in 0 }
        let white = Synthetic.image(37, 23) { _, _ in Synthetic.white }
        #expect(try PixelDiff.compare(clear, white).differentPixels == 37 * 23)
        #expect(try PixelDiff.compare(clear, white, options: Self.overWhite).differentPixels == 0)
    }

    /// White fading out along the row against opaque white. A column of opacity 255 − d is
    /// d·207/255 darker in red over the checkerboard, and in green and blue d·207/255 or
    /// d·48/255: a squared distance from 0.1156·d² (green and blue light) to 0.333·d² (all
    /// dark). At threshold 0.1 (352.15) columns with d ≤ 32 never count and d ≥ 56 always
    /// do, wherever the light and dark backgrounds fall. Over white nothing differs.
    @Test func fadingWhiteCountsTheColumnsFarEnoughFromOpaque() throws {
        let fades = [0, 8, 16, 24, 32] + Array(stride(from: 56, through: 255, by: 8)) + [255]
        let rows = 40
        let fading = Synthetic.image(fades.count, rows) { x, _ in Synthetic.rgba(255, 255, 255, UInt32(255 - fades[x])) }
        let white = Synthetic.image(fades.count, rows) { _, _ in Synthetic.white }
        var options = DiffOptions(includeAntiAliasing: true)
        let counted = fades.filter { $0 >= 56 }.count * rows
        #expect(try PixelDiff.compare(fading, white, options: options).differentPixels == counted)
        options.checkerboard = false
        #expect(try PixelDiff.compare(fading, white, options: options).differentPixels == 0)
    }

    /// Runs of one pair of semi-transparent words are judged pixel by pixel over the
    /// checkerboard. White at opacity 215 (d = 40) against opaque white: with red dark
    /// everywhere, the squared distance is 0.333·d² = 533 with green and blue dark, 0.296·d² =
    /// 474 with green dark and blue light, 0.130·d² = 208 and 0.116·d² = 185 with green light:
    /// at threshold 0.1 (352.15) exactly the pixels over dark green count, those whose byte
    /// offset k = 4 × index has ⌊k / φ⌋ even. Over white none does. 700×400 is compared in
    /// bands, whose pixels keep their indices.
    @Test func theVerdictFollowsTheBackgroundAlongARun() throws {
        let width = 700, height = 400
        let faded = Synthetic.image(width, height) { _, _ in Synthetic.rgba(255, 255, 255, 215) }
        let white = Synthetic.image(width, height) { _, _ in Synthetic.white }
        let overDarkGreen = (0..<width * height).filter { Int(Double(4 * $0) / 1.618033988749895) % 2 == 0 }.count
        var options = DiffOptions(includeAntiAliasing: true)
        #expect(try PixelDiff.compare(faded, white, options: options).differentPixels == overDarkGreen)
        options.checkerboard = false
        #expect(try PixelDiff.compare(faded, white, options: options).differentPixels == 0)
    }
}
