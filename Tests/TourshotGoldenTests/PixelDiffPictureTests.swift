import Testing
import TourshotGolden
import TourshotPNG

/// The diff image's options: `alpha`, `darkerDifferenceColor` (pixelmatch's diffColorAlt),
/// `antiAliasingColor` (aaColor) and `mask` (diffMask). None of them changes a count.
struct PixelDiffPictureTests {
    static let grey = Synthetic.rgb(128, 128, 128)
    /// Grey 128 with a black 4×4 block at (2, 2) and a white one at (10, 2): every block pixel
    /// has 3+ equal neighbours, so none is anti-aliasing.
    static let field = Synthetic.image(16, 8) { _, _ in grey }
    static let blocks = Synthetic.image(16, 8) { x, y in
        guard (2..<6).contains(y) else { return grey }
        return (2..<6).contains(x) ? Synthetic.black : (10..<14).contains(x) ? Synthetic.white : grey
    }
    static let green = DiffOptions.Color(red: 0, green: 255, blue: 0)

    @Test func darkerPixelsTakeTheAlternativeColour() throws {
        var options = DiffOptions()
        options.darkerDifferenceColor = Self.green
        let result = try PixelDiff.compare(Self.field, Self.blocks, options: options, drawDiff: true)
        #expect(result.differentPixels == 32)
        let picture = try #require(result.diffImage)
        #expect(Synthetic.word(picture, 3, 3) == Synthetic.rgb(0, 255, 0))  // black in the actual image: darker
        #expect(Synthetic.word(picture, 11, 3) == Synthetic.rgb(255, 0, 0)) // white: brighter
        // Swapped images swap the colours.
        let swapped = try #require(try PixelDiff.compare(Self.blocks, Self.field, options: options, drawDiff: true).diffImage)
        #expect(Synthetic.word(swapped, 3, 3) == Synthetic.rgb(255, 0, 0))
        #expect(Synthetic.word(swapped, 11, 3) == Synthetic.rgb(0, 255, 0))
        // Without it both are red.
        let plain = try #require(try PixelDiff.compare(Self.field, Self.blocks, drawDiff: true).diffImage)
        #expect(Synthetic.word(plain, 3, 3) == Synthetic.rgb(255, 0, 0))
    }

    /// A mask is transparent except for the counted differences: no faded image, no
    /// anti-aliasing; identical images give a wholly transparent mask.
    @Test func maskIsTransparentWhereNothingCounts() throws {
        var options = DiffOptions()
        options.mask = true
        let result = try PixelDiff.compare(Self.field, Self.blocks, options: options, drawDiff: true)
        #expect(result.differentPixels == 32)
        let picture = try #require(result.diffImage)
        var opaque = 0
        for y in 0..<8 {
            for x in 0..<16 {
                let word = Synthetic.word(picture, x, y)
                #expect(word == 0 || word == Synthetic.rgb(255, 0, 0), "(\(x), \(y))")
                opaque += word == 0 ? 0 : 1
            }
        }
        #expect(opaque == 32)

        let hard = Synthetic.image(9, 6) { x, _ in x < 4 ? Synthetic.black : Synthetic.white }
        let soft = Synthetic.image(9, 6) { x, _ in x < 4 ? Synthetic.black : x == 4 ? Self.grey : Synthetic.white }
        let edge = try PixelDiff.compare(hard, soft, options: options, drawDiff: true)
        #expect(edge.antiAliasedPixels == 6)
        #expect(Synthetic.word(try #require(edge.diffImage), 4, 3) == 0)

        let same = try #require(try PixelDiff.compare(Self.field, Self.field, options: options, drawDiff: true).diffImage)
        #expect(same.pixels.allSatisfy { $0 == 0 })
    }

    @Test func antiAliasingColourAndAlphaAreTheCallers() throws {
        var options = DiffOptions(alpha: 0.5)
        options.antiAliasingColor = .init(red: 0, green: 0, blue: 255)
        let hard = Synthetic.image(9, 6) { x, _ in x < 4 ? Synthetic.black : Synthetic.white }
        let soft = Synthetic.image(9, 6) { x, _ in x < 4 ? Synthetic.black : x == 4 ? Self.grey : Synthetic.white }
        let picture = try #require(try PixelDiff.compare(hard, soft, options: options, drawDiff: true).diffImage)
        #expect(Synthetic.word(picture, 4, 3) == Synthetic.rgb(0, 0, 255))
        // Black at half opacity: 255 + (0 − 255)·0.5 = 127.5 → 127; white stays 255.
        #expect(Synthetic.word(picture, 1, 3) == Synthetic.rgb(127, 127, 127))
        #expect(Synthetic.word(picture, 7, 3) == Synthetic.white)
    }
}
