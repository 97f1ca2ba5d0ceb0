import Foundation
import Testing
import TourshotFiles
import TourshotImport
import TourshotModel

/// The real captures other apps' tools printed (a collection beside the repository, never
/// copied into it): every iOS one imports, every other kind is refused for what it is.
@Suite("real captures")
struct SharedCaptureTests {
    /// File → elements imported, or the start of the refusal.
    static let outcomes: [String: String] = [
        "xcuitest_debugdescription/XCUITest_study_README_414x896.txt": "6 elements, 414×896",
        "xcuitest_debugdescription/supertestpilot_README_TestApp_393x852.txt": "17 elements, 393×852",
        "xcuitest_debugdescription/FocusSwiftUI_tvOS_default_style_elided.txt": "line 5 elides part of the element tree",
        "xcuitest_debugdescription/FocusSwiftUI_tvOS_custom_style_elided.txt": "line 5 elides part of the element tree",
        "appium_xcuitest_source/shirates-core_XmlDataIos_iOS1.xml": "25 elements, 375×667",
        "appium_xcuitest_source/shirates-core_XmlDataIos_SettingsTopScreen.xml": "30 elements, 390×844",
        "appium_xcuitest_source/shirates-core_XmlDataIos_KeyboardScreen.xml": "49 elements, 390×844",
        "appium_xcuitest_source/shirates-core_XmlDataIos_AccessibilityScreen.xml": "24 elements, 375×667",
        "appium_xcuitest_source/shirates-core_XmlDataIos_DateAndTime_ja.xml": "37 elements, 390×844",
        "idb_describe_all/tuist_axe-describe-ui_excerpt.json": "2 elements, 393×852",
        "maestro_hierarchy/gczene_testing-maestro-rn-81_hierarchy.json": "31 elements, 393×852",
        "maestro_hierarchy/maestro-studio_sample-hierarchy_normalized.json": "this is a Maestro Studio device screen",
        "android_uiautomator/pango_window_dump.xml": "this is an Android uiautomator dump",
        "android_uiautomator/keval_window_dump.xml": "this is an Android uiautomator dump",
        "android_uiautomator/katalon_flutter_page_source.xml": "this is an Android uiautomator dump",
        "android_uiautomator/zippies_mirror_page_source.xml": "this is an Android uiautomator dump",
        "other/swift-snapshot-testing_testTraits.iphone-x.txt": "4 elements, 375×812",
        "other/swift-snapshot-testing_testTraits.ipad-pro-12-9.txt": "4 elements, 1366×1024",
        "other/swift-snapshot-testing_testTraitsWithViewController.label-extra-small.txt": "1 elements, 320×568",
        "other/swift-snapshot-testing_testTraitsWithViewController.label-accessibility-extra-extra-extra-large.txt": "1 elements, 320×568",
    ]

    @Test(.enabled(if: ImportSupport.sharedCaptures != nil || ImportSupport.sharedCapturesRequired, ImportSupport.sharedCapturesSkip))
    func everyCaptureHasItsOutcome() throws {
        let root = try #require(ImportSupport.sharedCaptures, "TOURSHOT_REQUIRE_CAPTURES=1 but \(ImportSupport.sharedCapturesURL.path) does not exist")
        for (file, expected) in Self.outcomes.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(file)
            var outcome: String
            do {
                let screen = try ImportedScreen.read([UInt8](try Data(contentsOf: url)), file: file)
                outcome = "\(screen.elements.count) elements, \(Decode.format(screen.size.width))×\(Decode.format(screen.size.height))"
                // Every imported capture makes a screen file that validates.
                let text = ScreenFileWriter.newFile(screen, device: DevicePreset.named("iphone-15")!, name: nil, background: nil)
                _ = try ScreenFileDecoder.decode(try JSONParser.parse(Array(text.utf8)), file: URL(fileURLWithPath: "/tmp/x.screen.json"))
            } catch let error as ImportFailure {
                outcome = String(error.description.dropFirst(file.count + 2))
            }
            #expect(outcome.hasPrefix(expected), "\(file): \(outcome)")
        }
    }

    /// Each real iOS capture cut at every tenth line is refused, never read as a smaller screen.
    @Test func realCapturesCutShortAreRefused() throws {
        guard let root = ImportSupport.sharedCaptures(for: "realCapturesCutShortAreRefused") else { return }
        // A recursiveDescription has no closing section to miss (import.md says so).
        for (file, expected) in Self.outcomes.sorted(by: { $0.key < $1.key }) where expected.contains(" elements, ") && !file.hasPrefix("other/") {
            let text = String(decoding: try Data(contentsOf: root.appendingPathComponent(file)), as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for count in stride(from: 1, to: lines.count - 1, by: 10) {
                let cut = lines.prefix(count).joined(separator: "\n") + "\n"
                #expect(throws: ImportFailure.self, "\(file) cut to \(count) lines") { try ImportedScreen.read(Array(cut.utf8), file: file) }
            }
        }
    }

    /// iOS Settings as Appium printed it: cells named like the text inside them (`General`
    /// twice), identifiers that differ from a label's key only in case (`NEWS` beside the
    /// cell "News"), chevrons WebDriverAgent calls not visible. Each repeat is keyed by what
    /// tells it apart, and the summary says what was left out.
    @Test func settingsKeysSayWhatTellsRepeatsApart() throws {
        guard let root = ImportSupport.sharedCaptures(for: "settingsKeysSayWhatTellsRepeatsApart") else { return }
        let file = "appium_xcuitest_source/shirates-core_XmlDataIos_SettingsTopScreen.xml"
        let screen = try ImportedScreen.read([UInt8](try Data(contentsOf: root.appendingPathComponent(file))), file: file)
        #expect(screen.elements.map(\.id) == [
            "Settings", "settingsStaticText", "table", "signInToYourIphone", "APPLE_ACCOUNT", "setUpIcloudTheAppStoreAndMore", "general",
            "generalStaticText", "accessibilityCell", "ACCESSIBILITY", "privacy", "privacyStaticText", "passwordsCell", "PASSWORDS",
            "safari", "safariStaticText", "newsCell", "NEWS", "mapsCell", "MAPS", "shortcutsCell", "SHORTCUTS", "healthCell", "HEALTH",
            "siriSearch", "SIRI", "photos", "photosStaticText", "gameCenterCell", "GAMECENTER",
        ])
        #expect(screen.summary == [
            "left out 61: 42 without identifier or label; 19 hidden (the tool says not visible): \"SilhouetteMonogram\", \"chevron\", \"chevron\", \"chevron\" and 15 more",
            "keyed 12 repeated names by container, type or order: \"settingsStaticText\", \"generalStaticText\", \"accessibilityCell\", \"privacyStaticText\" and 8 more",
        ])
    }

    /// swift-snapshot-testing's text snapshot of an iPhone X screen, frames accumulated, with
    /// the PNG reference beside it attached as the screenshot (1125×2436 px = 375×812 pt @3x).
    @Test func snapshotWithItsReferenceImage() throws {
        guard let root = ImportSupport.sharedCaptures(for: "snapshotWithItsReferenceImage") else { return }
        let capture = root.appendingPathComponent("other/swift-snapshot-testing_testTraits.iphone-x.txt")
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-snapshot-\(UUID().uuidString)/x.screen.json")
        let plan = try ScreenImport.plan(ScreenImport.Request(capture: capture, destination: .new(target)))
        #expect(ImportSupport.lines(plan.screen) == [
            "whats [161.333, 44, 52.6667, 19.3333] \"What's\"",
            "the [0, 401.333, 23.6667, 19.3333] \"the\"",
            "point [338, 401.333, 37, 19.3333] \"point\"",
            "statictext [184, 761, 7.33333, 17] \"?\"",
        ])
        #expect(plan.notes.contains("attached \(InputFile.displayPath(root.appendingPathComponent("other/swift-snapshot-testing_testTraits.iphone-x.png"))), the reference image beside the capture, as its screenshot"), "\(plan.notes)")
        #expect(plan.text.contains(#""background": "../"#))
    }
}
