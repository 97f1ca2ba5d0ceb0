/// Anti-aliased pixel detection after V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009), in the form pixelmatch uses.
///
/// A pixel is taken for anti-aliasing when, among its 8 neighbours, at most two equal it,
/// some are darker and some brighter, and the darkest or the brightest of them sits inside a
/// flat area (3+ equal neighbours) in both images: an edge pixel between two flat colours.
/// Neighbours are visited column by column, as in pixelmatch, because the first extreme
/// found wins ties.
enum AntiAliasing {
    /// Whether the pixel at (x1, y1) of `image` looks like anti-aliasing, with `other` the
    /// image it is compared with.
    static func isAntiAliased(_ image: PixelWords, _ other: PixelWords, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        let center = image[x1, y1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQ.brightnessDelta(center, image[x, y])
                if delta == 0 {
                    zeroes += 1
                    // More than two equal neighbours: inside a flat area, not an edge.
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    (darkX, darkY) = (x, y)
                } else if delta > brightest {
                    brightest = delta
                    (brightX, brightY) = (x, y)
                }
            }
        }
        // Anti-aliasing lies between a darker and a brighter colour.
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, x: darkX, y: darkY) && hasManySiblings(other, x: darkX, y: darkY))
            || (hasManySiblings(image, x: brightX, y: brightY) && hasManySiblings(other, x: brightX, y: brightY))
    }

    /// Whether the pixel has 3+ neighbours of exactly its colour (image edges count as one).
    static func hasManySiblings(_ image: PixelWords, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        let center = image[x1, y1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image[x, y] == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
