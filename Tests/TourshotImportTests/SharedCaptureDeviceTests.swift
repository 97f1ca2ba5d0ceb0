import Foundation
import Testing
import TourshotImport
import TourshotModel

/// Every iPhone and iPad capture among the real ones (`../shared/captures`, beside the
/// repository) is matched to a device preset without `--device`, and a screenshot beside it
/// (same name, `.png`) of points × scale pixels becomes its background.
@Suite("real captures: devices")
struct SharedCaptureDeviceTests {
    @Test func everyIOSCaptureMatchesAPreset() throws {
        guard let root = ImportSupport.sharedCaptures else {
            print("SharedCaptureDeviceTests: skipped, no ../shared/captures beside the repository")
            return
        }
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { ["txt", "xml", "json"].contains($0.pathExtension) }.sorted { $0.path < $1.path } ?? []
        var matched: [String] = []
        for url in files {
            let name = String(url.path.dropFirst(root.path.count + 1))
            // Only what imports is an iOS capture; the refused kinds are SharedCaptureTests' concern.
            guard let screen = try? ImportedScreen.read([UInt8](try Data(contentsOf: url)), file: name) else { continue }
            let beside = url.deletingPathExtension().appendingPathExtension("png")
            // A recursiveDescription's reference image is attached only when it fits (import
            // screen's rule): the device is chosen by the capture alone, as import chooses it.
            let screenshot = screen.format != .recursiveDescription && FileManager.default.fileExists(atPath: beside.path)
                ? try ScreenshotFile.read(beside, policy: .anywhere) : nil
            do {
                let choice = try DeviceMatch.choose(named: nil, for: screen, screenshot: screenshot, file: name)
                matched.append("\(name): \(choice.preset.id)")
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
        #expect(matched.contains("xcuitest_debugdescription/XCUITest_study_README_414x896.txt: iphone-11"), "\(matched)")
        #expect(matched.contains("appium_xcuitest_source/shirates-core_XmlDataIos_SettingsTopScreen.xml: iphone-13"), "\(matched)")
        #expect(matched.contains("appium_xcuitest_source/shirates-core_XmlDataIos_iOS1.xml: iphone-se"), "\(matched)")
        #expect(matched.count >= 9, "\(matched)")
    }
}
