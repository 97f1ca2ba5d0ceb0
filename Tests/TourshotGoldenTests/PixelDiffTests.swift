import Testing
import TourshotGolden
import TourshotPNG

/// `PixelDiff` on synthetic images whose answers follow from pixelmatch's rules.
struct PixelDiffTests {
    let flat = Synthetic.image(8, 8) { _, _ in Synthetic.rgb(40, 120, 200) }

    @Test func identicalImagesTakeTheFastPath() throws {
        let result = try PixelDiff.compare(flat, flat, drawDiff: true)
        #expect(result.identical)
        #expect(result.differentPixels == 0 && result.antiAliasedPixels == 0)
        #expect(result.boundingBox == nil)
        #expect(result.totalPixels == 64 && result.ratio == 0)
        // Faded grey: luminance 40·0.2989 + 120·0.5866 + 200·0.1145 = 105.24, blended onto
        // white at 10 %: 255 + (105.24 − 255)·0.1 = 240.02 → 240.
        let grey = try #require(result.diffImage)
        #expect(Synthetic.word(grey, 3, 3) == Synthetic.rgb(240, 240, 240))
    }

    @Test func onePixelOffIsCountedWithItsBox() throws {
        let changed = Synthetic.image(8, 8) { x, y in x == 5 && y == 2 ? Synthetic.rgb(250, 20, 20) : Synthetic.rgb(40, 120, 200) }
        let result = try PixelDiff.compare(flat, changed, drawDiff: true)
        #expect(!result.identical)
        #expect(result.differentPixels == 1)
        #expect(result.boundingBox == PixelBox(x: 5, y: 2, width: 1, height: 1))
        let diff = try #require(result.diffImage)
        #expect(Synthetic.word(diff, 5, 2) == Synthetic.rgb(255, 0, 0))
        #expect(Synthetic.word(diff, 4, 2) == Synthetic.rgb(240, 240, 240))
        // The count is symmetric.
        #expect(try PixelDiff.compare(changed, flat).differentPixels == 1)
    }

    @Test func cornerPixelsCountToo() throws {
        let changed = Synthetic.image(8, 8) { x, y in (x, y) == (0, 0) || (x, y) == (7, 7) ? Synthetic.white : Synthetic.rgb(40, 120, 200) }
        let result = try PixelDiff.compare(flat, changed)
        #expect(result.differentPixels == 2)
        #expect(result.boundingBox == PixelBox(x: 0, y: 0, width: 8, height: 8))
    }

    /// A vertical black | white edge, once hard and once with a grey anti-aliased column:
    /// every grey pixel lies between a darker and a brighter neighbour that sit in flat areas
    /// of both images, so pixelmatch takes it for anti-aliasing.
    @Test func antiAliasedEdgeIsIgnoredUnlessIncluded() throws {
        let hard = Synthetic.image(9, 6) { x, _ in x < 4 ? Synthetic.black : Synthetic.white }
        let soft = Synthetic.image(9, 6) { x, _ in x < 4 ? Synthetic.black : x == 4 ? Synthetic.rgb(128, 128, 128) : Synthetic.white }
        let ignored = try PixelDiff.compare(hard, soft, drawDiff: true)
        #expect(ignored.differentPixels == 0)
        #expect(ignored.antiAliasedPixels == 6)
        #expect(Synthetic.word(try #require(ignored.diffImage), 4, 3) == Synthetic.rgb(255, 255, 0))

        var options = DiffOptions()
        options.includeAntiAliasing = true
        let included = try PixelDiff.compare(hard, soft, options: options, drawDiff: true)
        #expect(included.differentPixels == 6 && included.antiAliasedPixels == 0)
        #expect(included.boundingBox == PixelBox(x: 4, y: 0, width: 1, height: 6))
        #expect(Synthetic.word(try #require(included.diffImage), 4, 3) == Synthetic.rgb(255, 0, 0))
    }

    /// A real change next to the edge is not anti-aliasing: a block of a new colour.
    @Test func shiftedEdgeCountsWhatIsNotAntiAliasing() throws {
        let left = Synthetic.image(12, 6) { x, _ in x < 4 ? Synthetic.black : Synthetic.white }
        let right = Synthetic.image(12, 6) { x, _ in x < 7 ? Synthetic.black : Synthetic.white }
        // Columns 4…6 turned from white to black; in both images each of them has more than
        // two equal neighbours, so none is taken for an anti-aliased edge pixel.
        let result = try PixelDiff.compare(left, right)
        #expect(result.differentPixels == 18)
        #expect(result.boundingBox == PixelBox(x: 4, y: 0, width: 3, height: 6))
    }

    /// With `checkerboard` off, alpha is blended onto white before comparing, as pixelmatch 5
    /// did: 50 % black is the grey it shows.
    @Test func alphaIsBlendedOntoWhiteWithoutTheCheckerboard() throws {
        var white = DiffOptions()
        white.checkerboard = false
        let translucent = Synthetic.image(4, 4) { _, _ in Synthetic.rgba(0, 0, 0, 128) }
        // 255 + (0 − 255)·128/255 = 127
        let grey = Synthetic.image(4, 4) { _, _ in Synthetic.rgb(127, 127, 127) }
        let same = try PixelDiff.compare(translucent, grey, options: white)
        #expect(!same.identical && same.differentPixels == 0)

        // Fully transparent pixels show white, whatever their colour.
        let clear = Synthetic.image(4, 4) { _, _ in 0 }
        #expect(try PixelDiff.compare(clear, Synthetic.image(4, 4) { _, _ in Synthetic.white }, options: white).differentPixels == 0)

        // Translucent red against opaque red is a different colour on white.
        let red = Synthetic.image(4, 4) { _, _ in Synthetic.rgb(255, 0, 0) }
        let paleRed = Synthetic.image(4, 4) { _, _ in Synthetic.rgba(255, 0, 0, 64) }
        #expect(try PixelDiff.compare(red, paleRed, options: white).differentPixels == 16)
    }

    @Test func sizeMismatchIsAnErrorWithBothSizes() throws {
        let tall = Synthetic.image(8, 9) { _, _ in Synthetic.white }
        #expect(throws: ImageSizeMismatch.self) { try PixelDiff.compare(flat, tall) }
        do {
            _ = try PixelDiff.compare(flat, tall)
        } catch {
            #expect(error.description == "sizes differ: expected 8×8 px, actual 8×9 px")
        }
    }

    /// Grey 100 against grey 110: the squared YIQ distance is 0.5053 · 10² ≈ 50.53, which is
    /// 35215 · t² for t ≈ 0.03788. The pixel counts below that threshold and not above it.
    @Test(arguments: [(0.0378, 1), (0.0379, 0), (0, 1), (0.1, 0)])
    func thresholdEdge(threshold: Double, expected: Int) throws {
        let a = Synthetic.image(5, 5) { _, _ in Synthetic.rgb(100, 100, 100) }
        let b = Synthetic.image(5, 5) { x, y in x == 2 && y == 2 ? Synthetic.rgb(110, 110, 110) : Synthetic.rgb(100, 100, 100) }
        let result = try PixelDiff.compare(a, b, options: DiffOptions(threshold: threshold))
        #expect(result.differentPixels == expected)
    }

    /// Large images are compared in bands on all cores; the counts and the box must not
    /// depend on where the bands split.
    @Test func largeImagesGiveTheSameAnswerInBands() throws {
        let width = 1100, height = 600  // 660 000 pixels: above the parallel threshold
        let spots = Set((0..<300).map { i in (i * 7919 % (width - 20) + 10) + (i * 104_729 % (height - 20) + 10) * width })
        let base = Synthetic.image(width, height) { _, _ in Synthetic.rgb(230, 230, 230) }
        let changed = Synthetic.image(width, height) { x, y in spots.contains(x + y * width) ? Synthetic.rgb(20, 20, 20) : Synthetic.rgb(230, 230, 230) }
        let result = try PixelDiff.compare(base, changed, drawDiff: true)
        let xs = spots.map { $0 % width }, ys = spots.map { $0 / width }
        #expect(result.differentPixels == spots.count)
        #expect(result.boundingBox == PixelBox(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1))
        #expect(result.diffImage?.width == width)
    }

    @Test func percentagesKeepSmallChangesVisible() {
        #expect(DiffCounts.percent(0) == "0%")
        #expect(DiffCounts.percent(0.5) == "50.0%")
        #expect(DiffCounts.percent(0.0084) == "0.84%")
        #expect(DiffCounts.percent(1.0 / 3_013_524) == "0.000033%")
    }
}
