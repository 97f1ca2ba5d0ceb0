import Foundation
import Testing
import TourshotModel

/// `"device"` in a screen file: the preset's scale, sizes and safe areas fill what the file leaves out.
struct DevicePresetTests {
    func load(_ text: String) throws -> Screen {
        try withTempDirectory { dir in try ScreenFileDecoder.load(try dir.write("d.screen.json", text)) }
    }

    func failures(_ text: String) throws -> [Reported] {
        try withTempDirectory { dir in
            let url = try dir.write("d.screen.json", text)
            return problems { () throws(InputError) in try ScreenFileDecoder.load(url) }.reported
        }
    }

    @Test func aNamedDeviceSuppliesScaleSizeAndSafeAreas() throws {
        let screen = try load("""
        { "device": "iphone-15-pro", "portrait": { "elements": { "a": [0, 0, 10, 10] } }, "landscape": {} }
        """)
        #expect(screen.scale == 3)
        #expect(screen.portrait?.size == Size(width: 393, height: 852))
        #expect(screen.portrait?.safeArea == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(screen.landscape?.size == Size(width: 852, height: 393))
        #expect(screen.landscape?.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(screen.portrait?.element("a") != nil)
    }

    @Test func valuesTheFileGivesWin() throws {
        let screen = try load("""
        { "device": "ipad-mini", "scale": 1, "portrait": { "size": [700, 1000], "safeArea": { "top": 10 } } }
        """)
        #expect(screen.scale == 1)
        #expect(screen.portrait?.size == Size(width: 700, height: 1000))
        #expect(screen.portrait?.safeArea == EdgeInsets(top: 10))
    }

    @Test func anUnknownDeviceIsReportedWithTheClosestName() throws {
        let reported = try failures("""
        { "device": "iphone-15-por", "portrait": {} }
        """)
        #expect(reported.contains { $0.path == "device" && $0.message == #""iphone-15-por" is not a device preset; did you mean "iphone-15-pro"? (`tourshot devices` lists them)"# }, "\(reported)")
    }

    @Test func withoutADeviceScaleAndSizeAreStillRequired() throws {
        let reported = try failures("""
        { "portrait": {} }
        """)
        #expect(reported.contains { $0.message == #"missing required key "scale""# }, "\(reported)")
        #expect(reported.contains { $0.path == "portrait" && $0.message == #"missing required key "size""# }, "\(reported)")
    }
}
