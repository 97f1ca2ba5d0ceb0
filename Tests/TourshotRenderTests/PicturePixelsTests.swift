import Testing
import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotRender

/// The renderer paints the pixels a picture holds; it has no screenshots to look anything up in.
struct PicturePixelsTests {
    @Test func anImageItemIsPaintedFromItsPixels() throws {
        // Opaque red in Cairo's ARGB32, bytes B, G, R, A on little-endian machines.
        let red = try PixelImage(width: 2, height: 2, pixels: Array([[UInt8]](repeating: [0, 0, 255, 255], count: 4).joined()))
        let picture = Picture(canvasSize: Size(width: 4, height: 4), scale: 1,
                              displayList: [.clear(.white), .image(red, rect: Rect(x: 0, y: 0, width: 2, height: 2), clip: nil)])
        let pixels = try ImageRenderer(fonts: try FontSystem.make()).pixels(picture).pixels
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [0, 0, 255, 255] && pixel(1, 1) == [0, 0, 255, 255])
        #expect(pixel(2, 0) == [255, 255, 255, 255] && pixel(3, 3) == [255, 255, 255, 255])
    }
}
