import Foundation
import TourshotPNG
import TourshotParallel

/// Compares two images the way pixelmatch does, on Cairo's premultiplied ARGB32 pixels.
///
/// ```swift
/// let result = try PixelDiff.compare(expected, actual, drawDiff: true)
/// print("\(result.differentPixels) of \(result.totalPixels) differ")
/// ```
///
/// For every pixel the squared YIQ distance of the two colours (semi-transparent ones blended
/// over pixelmatch 7's checkerboard, or white: `Background`) is compared with
/// `35215 × threshold²`; a pixel over it counts unless it looks like anti-aliasing in either
/// image (`AntiAliasing`). The counts and diff images equal pixelmatch 7.2's on the PNGs
/// tourshot writes and on pixelmatch's own test images; `scripts/compare-pixelmatch` checks
/// that.
///
/// - Complexity: O(width × height). Byte-identical images cost one `memcmp`; so do
///   unchanged rows. Changed pixels are found as runs of one pair of colours, and most of a
///   run is told from anti-aliasing with a few word comparisons (`DiffPass`, `AntiAliasing`).
///   Images of 256 K pixels or more are split into bands of rows compared on all cores.
///   Nothing is allocated per pixel or row; the diff image is one buffer.
public enum PixelDiff {
    public static func compare(_ expected: PixelImage, _ actual: PixelImage,
                               options: DiffOptions = DiffOptions(), drawDiff: Bool = false) throws(ImageSizeMismatch) -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let (width, height) = (expected.width, expected.height)
        var tally = DiffPass.Tally()
        var identical = false
        let compare = { (output: UnsafeMutableRawPointer?) in
            expected.withUnsafeBytes { e in
                actual.withUnsafeBytes { a in
                    let pass = DiffPass(expected: PixelWords(base: e.baseAddress!, width: width, height: height),
                                        actual: PixelWords(base: a.baseAddress!, width: width, height: height),
                                        output: output, options: options)
                    identical = memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0
                    if identical {
                        _ = inBands(height: height, width: width) { pass.fade(rows: $0); return DiffPass.Tally() }
                    } else {
                        tally = inBands(height: height, width: width) { pass.run(rows: $0) }
                    }
                }
            }
        }
        var diffImage: PixelImage?
        if drawDiff {
            diffImage = PixelImage(width: width, height: height) { compare($0) }
        } else {
            compare(nil)
        }
        let counts = DiffCounts(width: width, height: height, differentPixels: tally.different,
                                antiAliasedPixels: tally.antiAliased, boundingBox: tally.box, identical: identical)
        return DiffResult(counts: counts, diffImage: diffImage)
    }

    /// Images from this many pixels on are compared in bands on all cores.
    static let parallelThreshold = 1 << 18

    /// Runs `body` over bands of rows and adds up their tallies. Several bands per core keep
    /// the cores busy when the differences sit in one part of the image.
    private static func inBands(height: Int, width: Int, _ body: (Range<Int>) -> DiffPass.Tally) -> DiffPass.Tally {
        let cores = ParallelLoop.shared.helpers + 1
        let bands = width * height < parallelThreshold || cores < 2 ? 1 : min(height, cores * 4)
        guard bands > 1 else { return body(0..<height) }
        // Each band writes its own rows of the diff image.
        let tallies = ParallelLoop.map(bands) { band in body(height * band / bands..<height * (band + 1) / bands) }
        return tallies.reduce(into: DiffPass.Tally()) { $0.add($1) }
    }
}
