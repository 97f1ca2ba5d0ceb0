import Foundation
import Testing
import TourshotFiles
import TourshotLayout
@testable import TourshotModel
import TourshotPNG
import TourshotTestSupport

/// A layout puts the screenshot's decoded pixels in its picture and reads no file: the path below
/// names nothing on disk, and the picture still holds the image.
struct DecodedScreenshotTests {
    let source = InputPath(URL(fileURLWithPath: "/nonexistent/tourshot/screen.png"), policy: .anywhere)

    func screen() -> Screen {
        var capture = Capture(size: Size(width: 400, height: 800), elements: [])
        capture.background = source
        return Screen(name: "shot", scale: 1, file: URL(fileURLWithPath: "/nonexistent/tourshot/shot.screen.json"), portrait: capture, landscape: nil)
    }

    @Test func thePictureHoldsTheDecodedPixels() throws {
        let pixels = try PixelImage(width: 2, height: 4, pixels: [UInt8](repeating: 200, count: 32))
        let layout = try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour([TourBuilder.step()]), screen: screen(), stepNumber: 1,
                                                         orientation: .portrait, measurer: FixedAdvanceMeasurer(),
                                                         screenshots: [source: pixels]), lint: false)
        #expect(Array(layout.picture.displayList.prefix(2)) == [.clear(.white), .image(pixels, rect: Rect(x: 0, y: 0, width: 400, height: 800), clip: nil,
                                                                              source: "/nonexistent/tourshot/shot.screen.json: portrait.background: screenshot /nonexistent/tourshot/screen.png")])
    }

    @Test func aScreenshotNotDecodedIsAnErrorNotARead() {
        #expect {
            try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour([TourBuilder.step()]), screen: screen(), stepNumber: 1,
                                                orientation: .portrait, measurer: FixedAdvanceMeasurer()))
        } throws: { error in
            "\(error)" == "/nonexistent/tourshot/shot.screen.json: portrait.background: screenshot /nonexistent/tourshot/screen.png was not decoded before the layout; decode the capture's screenshots first"
        }
    }
}
