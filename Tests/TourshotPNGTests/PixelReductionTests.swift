import Testing
import TourshotPNG

/// `PixelImage.reduced(by:)`: block means, a partial block at the edge the mean of what it
/// holds, made once per factor and kept with the pixels.
struct PixelReductionTests {
    @Test func blockMeansMadeOncePerFactor() throws {
        let image = try PixelImage(width: 3, height: 2, pixels: [
            0, 0, 0, 255, 100, 100, 100, 255, 7, 7, 7, 255,
            200, 200, 200, 255, 50, 50, 50, 255, 9, 9, 9, 255,
        ])
        let half = image.reduced(by: 2)
        #expect(half.width == 2 && half.height == 1)
        // (0 + 100 + 200 + 50) / 4 = 87.5 rounds to 88; the right column's block is 7 and 9: 8.
        #expect(half.pixels == [88, 88, 88, 255, 8, 8, 8, 255])
        let again = image.reduced(by: 2)
        #expect(again.withUnsafeBytes { $0.baseAddress } == half.withUnsafeBytes { $0.baseAddress })
        #expect(image.reduced(by: 1).withUnsafeBytes { $0.baseAddress } == image.withUnsafeBytes { $0.baseAddress })
    }
}
