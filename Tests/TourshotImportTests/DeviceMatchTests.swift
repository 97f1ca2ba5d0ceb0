import Foundation
import Testing
import TourshotImport
import TourshotModel

/// Which preset a capture is written with when `--device` is not given: every iPhone and iPad
/// size since 2017 has one; sizes shared by devices that differ are told apart by the
/// screenshot's scale and the capture's status bar, and else the newest is taken and the note
/// says how to pick the other.
struct DeviceMatchTests {
    /// An XCUITest dump of a `width`×`height` pt screen, with a status bar when `statusBar` is given.
    static func capture(_ width: Double, _ height: Double, statusBar: Double? = nil) throws -> ImportedScreen {
        try ImportedScreen.read(Array(captureText(width, height, statusBar: statusBar).utf8), file: "capture.txt")
    }

    static func captureText(_ width: Double, _ height: Double, statusBar: Double? = nil) -> String {
        var lines = ["Attributes: Application, 0x1, pid: 1, label: 'App'", "Element subtree:", " →Application, 0x1, pid: 1, label: 'App'",
                     "    Window (Main), 0x2, {{0.0, 0.0}, {\(width), \(height)}}"]
        if let statusBar { lines.append("      StatusBar, 0x3, {{0.0, 0.0}, {\(width), \(statusBar)}}") }
        lines.append("      Button, 0x4, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Go'")
        // The tail a whole dump ends with (a dump without it is refused as cut short).
        lines += ["Path to element:", " →Application, 0x1, pid: 1, label: 'App'", "Query chain:", " →Find: Target Application 'app'",
                  "  Output: {", "    Application, 0x1, pid: 1, label: 'App'", "  }"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func screenshot(_ width: Int, _ height: Int) -> ScreenshotFile {
        ScreenshotFile(url: URL(fileURLWithPath: "/tmp/shot.png"), name: "shot.png", width: width, height: height)
    }

    static func choose(_ screen: ImportedScreen, screenshot: ScreenshotFile? = nil) throws -> DeviceMatch.Choice {
        try DeviceMatch.choose(named: nil, for: screen, screenshot: screenshot, file: "capture.txt")
    }

    /// Every preset's size, in both orientations, is matched to a preset of that size, and with
    /// its screenshot (points × scale) to that very geometry.
    @Test func everyPresetSizeImportsWithoutDevice() throws {
        for preset in DevicePreset.all {
            for orientation in Orientation.allCases {
                let size = preset.size(orientation)
                let screen = try Self.capture(size.width, size.height)
                #expect(try Self.choose(screen).preset.size(orientation) == size, "\(preset.id) \(orientation)")
                let pixels = (Int(size.width * preset.scale), Int(size.height * preset.scale))
                let withShot = try Self.choose(screen, screenshot: Self.screenshot(pixels.0, pixels.1)).preset
                #expect(withShot.scale == preset.scale && withShot.size(orientation) == size, "\(preset.id) \(orientation)")
            }
        }
    }

    /// The sizes the issue lists, and every iPad's.
    @Test(arguments: [
        (390.0, 844.0, "iphone-13"), (414, 736, "iphone-8-plus"), (428, 926, "iphone-13-pro-max"), (440, 956, "iphone-17-pro-max"),
        (420, 912, "iphone-air"), (402, 874, "iphone-17"), (393, 852, "iphone-15"), (430, 932, "iphone-15-pro-max"), (375, 667, "iphone-se"),
        (768, 1024, "ipad-gen6"), (810, 1080, "ipad-gen9"), (834, 1112, "ipad-pro-10-5"), (834, 1194, "ipad-pro-11-gen4"),
        (1024, 1366, "ipad-pro-12-9"), (820, 1180, "ipad-air"), (744, 1133, "ipad-mini"), (834, 1210, "ipad-pro-11"), (1032, 1376, "ipad-pro-13"),
    ])
    func theIssuesSizes(_ width: Double, _ height: Double, _ id: String) throws {
        #expect(try Self.choose(Self.capture(width, height)).preset.id == id)
        #expect(try Self.choose(Self.capture(height, width)).preset.id == id)
    }

    @Test func theScreenshotsScaleTellsTheXRFromTheXSMax() throws {
        let screen = try Self.capture(414, 896)
        let newest = try Self.choose(screen)
        #expect(newest.preset.id == "iphone-11")
        #expect(newest.note == "device iphone-11 (iPhone XR, 11) matches the 414×896 pt screen as the newest of its size; for the iPhone XS Max, 11 Pro Max pass --device iphone-xs-max")
        let threeX = try Self.choose(screen, screenshot: Self.screenshot(1242, 2688))
        #expect(threeX.preset.id == "iphone-xs-max")
        #expect(threeX.note == "device iphone-xs-max (iPhone XS Max, 11 Pro Max) matches the 414×896 pt screen by its 1242×2688 px screenshot (@3x); for the iPhone XR, 11 pass --device iphone-11")
        #expect(try Self.choose(screen, screenshot: Self.screenshot(828, 1792)).preset.id == "iphone-11")
    }

    @Test func theStatusBarTellsTheXSFromTheMini() throws {
        #expect(try Self.choose(Self.capture(375, 812)).preset.id == "iphone-13-mini")
        let xs = try Self.choose(Self.capture(375, 812, statusBar: 44))
        #expect(xs.preset.id == "iphone-xs")
        #expect(xs.note == "device iphone-xs (iPhone X, XS, 11 Pro) matches the 375×812 pt screen by its 44 pt status bar; for the iPhone 13 mini pass --device iphone-13-mini")
        #expect(try Self.choose(Self.capture(375, 812, statusBar: 50)).preset.id == "iphone-13-mini")
        // iPads: a 20 pt status bar is the 12.9-inch with a home button.
        #expect(try Self.choose(Self.capture(1024, 1366, statusBar: 20)).preset.id == "ipad-pro-12-9-gen2")
        #expect(try Self.choose(Self.capture(1366, 1024, statusBar: 24)).preset.id == "ipad-pro-12-9")
    }

    @Test func alikePresetsAreOne() throws {
        let choice = try Self.choose(Self.capture(393, 852))
        #expect(choice.note == "device iphone-15 (iPhone 15) matches the 393×852 pt screen; iphone-15-pro is the same")
    }

    /// The refusal `choose` throws, or nil.
    static func refusal(_ device: String?, _ screen: ImportedScreen, _ screenshot: ScreenshotFile) -> String? {
        do {
            _ = try DeviceMatch.choose(named: device, for: screen, screenshot: screenshot, file: "capture.txt")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aScreenshotNoPresetFitsSaysWhichWould() throws {
        let screen = try Self.capture(414, 896)
        #expect(Self.refusal(nil, screen, Self.screenshot(1000, 2000)) == "shot.png: is 1000×2000 px; a 414×896 pt screen needs 828×1792 px (@2x: iphone-11) or 1242×2688 px (@3x: iphone-xs-max) (a screenshot of the same device and orientation as the capture)")
        #expect(Self.refusal("iphone-xs-max", screen, Self.screenshot(828, 1792)) == "shot.png: is 828×1792 px; a 414×896 pt screen at @3x needs 1242×2688 px (a screenshot of the same device and orientation as the capture)")
    }

    @Test func anAliasNamesItsPreset() throws {
        let choice = try DeviceMatch.choose(named: "iphone-14", for: Self.capture(390, 844), file: "capture.txt")
        #expect(choice.preset.id == "iphone-13" && choice.note == nil)
        #expect(throws: ImportFailure.self) { try DeviceMatch.choose(named: "iphone-41", for: Self.capture(390, 844), file: "capture.txt") }
    }
}
