import Testing
import TourshotImport

/// Every capture kind tourshot cannot import fails with the file, what it is and what is expected.
@Suite("bad captures")
struct BadCaptureTests {
    static let expected = "expected an XCUITest debugDescription, an Appium XCUITest page source (XML or JSON), idb `ui describe-all` JSON, `maestro hierarchy` JSON from iOS or a UIView recursiveDescription"

    func failure(_ name: String, format: CaptureFormat? = nil) -> String? {
        do {
            _ = try ImportSupport.read(name, format: format)
            return nil
        } catch let error as ImportFailure {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func elidedDump() {
        #expect(failure("bad-elided.txt") == "bad-elided.txt: line 5 elides part of the element tree (\"...\"); capture the whole `XCUIApplication().debugDescription`, not an excerpt")
    }

    @Test func tvOS() {
        #expect(failure("bad-tvos.txt") == "bad-tvos.txt: a 1920×1080 pt screen is an Apple TV (tvOS); tourshot previews iPhone and iPad screens")
    }

    @Test func croppedDump() {
        #expect(failure("bad-cropped.txt") == "bad-cropped.txt: has no application or window frame, so the screen size is unknown: this looks like a cropped dump (one element's subtree); capture the whole app")
    }

    @Test func androidUIAutomator() {
        #expect(failure("bad-android.xml") == "bad-android.xml: this is an Android uiautomator dump (bounds in pixels, Android views); tourshot imports iOS captures in points; \(Self.expected)")
    }

    @Test func truncatedXML() {
        #expect(failure("bad-truncated.xml") == "bad-truncated.xml: line 1: the tag <XCUIElementTypeButton> is not closed; the file is cut short; expected an Appium page source (XML)")
    }

    @Test func unknownText() {
        #expect(failure("bad-unknown.txt") == "bad-unknown.txt: is not a capture tourshot recognises; \(Self.expected) (or say which with --from)")
    }

    @Test func wrongFrom() {
        #expect(failure("idb-flat.json", format: .maestro) == "idb-flat.json: --from maestro, but this is idb describe-all JSON; pass --from idb or leave --from out")
    }

    @Test func orientationAgainstSize() {
        #expect(throws: ImportFailure(file: "appium-source.xml", "--orientation portrait, but the capture is 852×393 pt, which is landscape; leave --orientation out or capture the device in portrait")) {
            try ImportSupport.read("appium-source.xml", orientation: .portrait)
        }
    }
}
