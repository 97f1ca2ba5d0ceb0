/// Anti-aliased pixel detection after V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009), in the form pixelmatch uses.
///
/// A pixel is taken for anti-aliasing when, among its 8 neighbours, at most two equal it,
/// some are darker and some brighter, and the darkest or the brightest of them sits inside a
/// flat area (3+ equal neighbours) in both images: an edge pixel between two flat colours.
/// Neighbours are visited column by column, as in pixelmatch, because the first extreme
/// found wins ties.
///
/// Brightness differences are pixelmatch 7.2's (`YIQ.brightnessDelta`, semi-transparent
/// pixels over the background at the centre pixel, for the centre and each neighbour alike).
/// Where the centre and its neighbours are all opaque, differences of cached brightnesses
/// (`LumaWindow`) stand in for them: they order and zero the neighbours identically. Pixels
/// that are not opaque have no such brightness (NaN), which sends their window to 7.2's own
/// arithmetic.
enum AntiAliasing {
    /// Whether the pixel at (x, y) of `image` looks like anti-aliasing, with `other` the
    /// image it is compared with.
    @inline(__always) static func isAntiAliased(_ image: LumaWindow, _ other: PixelWords, x: Int, y: Int) -> Bool {
        let words = image.image
        guard words.isInside(x: x, y: y) else { return anywhere(image, other, x: x, y: y) }
        // Most changed pixels lie inside flat areas. A neighbour of exactly the pixel's word
        // has brightness delta 0 and pixelmatch gives up at the third zero, so three of them
        // settle it before any arithmetic (here, and without a call).
        let index = y &* words.width &+ x
        if hasManySiblingsInside(words, index: index) { return false }
        return inside(image, other, x: x, y: y)
    }

    /// A pixel with all 8 neighbours in the image; `anywhere` when one of the nine is not opaque.
    @inline(never) private static func inside(_ image: LumaWindow, _ other: PixelWords, x: Int, y: Int) -> Bool {
        let center = image.luma(x: x, y: y)
        var extremes = Extremes(zeroes: 0)
        @inline(__always) func visit(_ x: Int, _ y: Int) { extremes.add(center - image.luma(x: x, y: y), x: x, y: y) }
        // Column by column, as pixelmatch visits them.
        visit(x - 1, y - 1); visit(x - 1, y); visit(x - 1, y + 1)
        visit(x, y - 1); visit(x, y + 1)
        visit(x + 1, y - 1); visit(x + 1, y); visit(x + 1, y + 1)
        // A NaN brightness among the nine makes the sum NaN (one addition a neighbour, less
        // than loading the nine words again to test their alpha).
        if extremes.sum.isNaN { return anywhere(image, other, x: x, y: y) }
        return extremes.liesBetweenFlatAreas(image.image, other)
    }

    /// Any pixel: on the image's edge (its missing neighbours count as one zero delta), or
    /// with pixels that are not opaque around it.
    @inline(never) private static func anywhere(_ image: LumaWindow, _ other: PixelWords, x x1: Int, y y1: Int) -> Bool {
        let words = image.image
        let columns = max(x1 - 1, 0)...min(x1 + 1, words.width - 1), rows = max(y1 - 1, 0)...min(y1 + 1, words.height - 1)
        var all: UInt32 = 0xFFFF_FFFF
        for x in columns { for y in rows { all &= words[x, y] } }
        let opaque = all >> 24 == 0xFF
        let center = words[x1, y1], centerLuma = opaque ? image.luma(x: x1, y: y1) : 0
        let background = Background.at(pixel: y1 &* words.width &+ x1, checkerboard: image.checkerboard)
        var extremes = Extremes(zeroes: words.isInside(x: x1, y: y1) ? 0 : 1)
        for x in columns {
            for y in rows where x != x1 || y != y1 {
                let delta = opaque ? centerLuma - image.luma(x: x, y: y)
                                   : YIQ.brightnessDelta(center, words[x, y], over: background)
                extremes.add(delta, x: x, y: y)
            }
        }
        return extremes.liesBetweenFlatAreas(words, other)
    }

    /// What pixelmatch's `antialiased()` gathers over the neighbours: the zero brightness
    /// deltas (0 for equal pixels, and for unequal ones of equal blended brightness) and the
    /// first darkest and brightest neighbour.
    ///
    /// pixelmatch stops at the third zero and picks the extremes in an if-else chain. Here
    /// every neighbour is added and the extremes are picked with selects: the same answer
    /// (the zero count only grows), without branches on pixel data, which in detailed or noisy
    /// areas go either way at random.
    private struct Extremes {
        var zeroes: Int
        /// The sum of the deltas: NaN when one of them is.
        var sum = 0.0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0

        @inline(__always) mutating func add(_ delta: Double, x: Int, y: Int) {
            sum += delta
            zeroes &+= delta == 0 ? 1 : 0
            // Strict comparisons: on a tie the first one stays. darkest ≤ 0 ≤ brightest, so a
            // zero delta changes neither.
            let darker = delta < darkest, brighter = delta > brightest
            darkest = darker ? delta : darkest
            darkX = darker ? x : darkX
            darkY = darker ? y : darkY
            brightest = brighter ? delta : brightest
            brightX = brighter ? x : brightX
            brightY = brighter ? y : brightY
        }

        /// The verdict once all neighbours are in: at most two neighbours of the pixel's
        /// brightness (more: a flat area), a darker and a brighter one, and one of those two
        /// inside a flat area of both images.
        @inline(__always) func liesBetweenFlatAreas(_ image: PixelWords, _ other: PixelWords) -> Bool {
            if zeroes > 2 || darkest == 0 || brightest == 0 { return false }
            return (hasManySiblings(image, x: darkX, y: darkY) && hasManySiblings(other, x: darkX, y: darkY))
                || (hasManySiblings(image, x: brightX, y: brightY) && hasManySiblings(other, x: brightX, y: brightY))
        }
    }

    /// Whether the pixel has 3+ neighbours of exactly its colour (image edges count as one).
    @inline(__always) static func hasManySiblings(_ image: PixelWords, x: Int, y: Int) -> Bool {
        image.isInside(x: x, y: y)
            ? hasManySiblingsInside(image, index: y &* image.width &+ x)
            : hasManySiblingsOnEdge(image, x: x, y: y)
    }

    /// `hasManySiblings` of a pixel with all 8 neighbours in the image, without loops: the 4
    /// beside, above and below decide most pixels, the corners the rest.
    @inline(__always) private static func hasManySiblingsInside(_ image: PixelWords, index: Int) -> Bool {
        let center = image[index], width = image.width
        @inline(__always) func same(_ offset: Int) -> Int { image[index &+ offset] == center ? 1 : 0 }
        let straight = same(-1) &+ same(1) &+ same(-width) &+ same(width)
        return straight >= 3
            || straight &+ same(-width &- 1) &+ same(-width &+ 1) &+ same(width &- 1) &+ same(width &+ 1) >= 3
    }

    @inline(never) private static func hasManySiblingsOnEdge(_ image: PixelWords, x x1: Int, y y1: Int) -> Bool {
        let center = image[x1, y1]
        var zeroes = 1
        for y in max(y1 - 1, 0)...min(y1 + 1, image.height - 1) {
            for x in max(x1 - 1, 0)...min(x1 + 1, image.width - 1) where (x != x1 || y != y1) && image[x, y] == center {
                zeroes += 1
            }
        }
        return zeroes > 2
    }
}
