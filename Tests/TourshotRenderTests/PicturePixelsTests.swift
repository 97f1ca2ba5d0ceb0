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
                              displayList: [.clear(.white), .image(red, rect: Rect(x: 0, y: 0, width: 2, height: 2), clip: nil, source: "red")])
        let pixels = try ImageRenderer(fonts: try FontSystem.make()).pixels(picture).pixels
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [0, 0, 255, 255] && pixel(1, 1) == [0, 0, 255, 255])
        #expect(pixel(2, 0) == [255, 255, 255, 255] && pixel(3, 3) == [255, 255, 255, 255])
    }

    @Test("an image Cairo cannot draw is refused naming the screenshot file and the JSON path that names it")
    func aDrawErrorNamesTheScreenshot() throws {
        // Wider than Cairo's largest image surface (32767 px): decoded, yet not drawable.
        let wide = try PixelImage(width: 40_000, height: 1, pixels: [UInt8](repeating: 255, count: 160_000))
        let source = "Screens/home.screen.json: portrait.background: screenshot Screens/home.png"
        let picture = Picture(canvasSize: Size(width: 4, height: 4), scale: 1,
                              displayList: [.image(wide, rect: Rect(x: 0, y: 0, width: 40_000, height: 1), clip: nil, source: source)])
        #expect {
            try ImageRenderer(fonts: try FontSystem.make()).pixels(picture)
        } throws: { error in
            "\(error)" == "Screens/home.screen.json: portrait.background: screenshot Screens/home.png: Cairo could not draw its 40000×1 pixels: invalid value (typically too big) for the size of the input (surface, pattern, etc.)"
        }
    }
}
