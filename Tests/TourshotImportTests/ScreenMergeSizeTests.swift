import Foundation
import Testing
import TourshotFiles
import TourshotImport
import TourshotModel
import TourshotTestSupport

/// A merge keeps the file's device: a capture of another screen size is refused, where it
/// once wrote the capture's size into the file (an iPhone SE's 375×667 into an iPhone 15 Pro's).
@Suite("merge size")
struct ScreenMergeSizeTests {
    @Test func captureOfAnotherDeviceIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pro.screen.json")
        try Data(#"{ "device": "iphone-15-pro", "portrait": { "elements": { "settingsButton": [0, 0, 10, 10] } } }"#.utf8).write(to: file)
        let capture = RepositoryPaths.path("Fixtures/approach/captures/iphone-se-portrait.debugDescription.txt")
        let error = #expect(throws: ImportFailure.self) {
            try ScreenImport.plan(ScreenImport.Request(capture: capture, destination: .merge(file, prune: false)))
        }
        #expect(error?.lines == ["\(InputFile.displayPath(capture)): the capture is 375×667 pt, and \(InputFile.displayPath(file))'s portrait screen is 393×852 pt (iphone-15-pro): a merge keeps the file's device, so nothing was written; merge a capture from that device, or make a screen file for this one with --out NEW.screen.json --device iphone-se"])
        // A landscape capture is checked against the preset's landscape size too.
        let landscape = ImportSupport.fixture("appium-source.xml")
        #expect(throws: Never.self) { try ScreenImport.plan(ScreenImport.Request(capture: landscape, destination: .merge(file, prune: false))) }
    }
}
