import Foundation
import Testing
import TourshotTestSupport

/// Numbers no Interface Builder document holds, fonts that do not load, and what `init --from`
/// leaves out: each a clear refusal or note, run through the CLI's process so that a trap
/// (Pango's 32-bit units overflowing) fails the test.
@Suite("import screen from Interface Builder: refusals")
struct ImportInterfaceBuilderRefusalTests {
    /// One wrapping label 353 pt wide at 17 pt, on an iPhone 15.
    static func storyboard(pointSize: String = "17", width: String = "353") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <viewController id="vc0-01-abc" customClass="BigViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Welcome to the app, where every word counts" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab-01-abc" userLabel="Title">
                                        <rect key="frame" x="20" y="100" width="353" height="41"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-01-abc"/>
                                <constraints>
                                    <constraint firstItem="lab-01-abc" firstAttribute="top" secondItem="root-01-abc" secondAttribute="top" constant="100" id="c01-01-abc"/>
                                    <constraint firstItem="lab-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" constant="20" id="c02-01-abc"/>
                                    <constraint firstItem="lab-01-abc" firstAttribute="width" constant="\(width)" id="c03-01-abc"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func importScreen(_ text: String, environment: [String: String] = [:]) async throws -> CLIResult {
        try await DemoProject.with { folder in
            try folder.write("Big.storyboard", text)
            return try await folder.run(["import", "screen", "Big.storyboard", "--out", "big.screen.json"], environment: environment)
        }
    }

    /// A font of 1e9 points (or NaN) would overflow Pango's line height: refused, naming the
    /// document, the line and the view.
    @Test func fontSizeOutOfRangeIsRefused() async throws {
        let huge = try await importScreen(Self.storyboard(pointSize: "1e9"))
        #expect(huge.status == 2, "\(huge)")
        #expect(huge.stderrLines == ["error: Big.storyboard:13: view Title (lab-01-abc): <fontDescription> pointSize=\"1e9\" is not a font size from 1 to 1000 points"])
        let nan = try await importScreen(Self.storyboard(pointSize: "nan"))
        #expect(nan.stderrLines == ["error: Big.storyboard:13: view Title (lab-01-abc): <fontDescription> pointSize=\"nan\" is not a finite number"])
    }

    /// A non-finite constant is refused; a finite but huge one (1e12) solves, the label's wrap
    /// width clamped for Pango, and the element beyond ±100000 pt left out.
    @Test func hugeConstantsAreRefusedOrSolved() async throws {
        let infinite = try await importScreen(Self.storyboard(width: "inf"))
        #expect(infinite.status == 2, "\(infinite)")
        #expect(infinite.stderrLines == ["error: Big.storyboard:20: view view (root-01-abc): constraint c03-01-abc: constant=\"inf\" is not a finite number"])
        let huge = try await importScreen(Self.storyboard(width: "1e12"))
        #expect(huge.status == 0, "\(huge)")
        #expect(huge.stdoutLines.prefix(2) == [
            "solved BigViewController (id vc0-01-abc, line 7) of Big.storyboard for iphone-15 (iPhone 15): 0 portrait, 0 landscape elements",
            "left out 1: 1 with a frame value beyond ±100000 pt: \"title\"",
        ])
    }

    /// Without tourshot's fonts the text cannot be measured: refused with how to install them
    /// (the estimate only when asked for, as a measuring aid).
    @Test func missingFontsAreRefusedUnlessTheEstimateIsAskedFor() async throws {
        let missing = try await importScreen(Self.storyboard(), environment: ["TOURSHOT_FONT_DIRS": "/nonexistent-fonts"])
        #expect(missing.status == 2, "\(missing)")
        // (The demo project's folder: its tourshot.json names the fonts, here none of its own.)
        #expect(missing.stderr.hasPrefix("error: Big.storyboard: cannot measure its text, which sizes its labels and buttons, because the fonts of tourshot.json in this folder do not load: font files missing: Inter-Regular.otf"), "\(missing)")
        #expect(missing.stderr.contains("install them with scripts/setup"))
        let estimate = try await importScreen(Self.storyboard(), environment: ["TOURSHOT_FONT_DIRS": "/nonexistent-fonts", "TOURSHOT_IB_TEXT": "estimate"])
        #expect(estimate.status == 0, "\(estimate)")
        #expect(estimate.stdoutLines.last == "wrote big.screen.json")
    }

    /// In a project's folder the text is measured in its `textFont`, as `render` draws it:
    /// DejaVu Sans is wider than Inter, so the one-line label is too.
    @Test func aProjectsTextFontMeasuresTheText() async throws {
        let document = Self.storyboard().split(separator: "\n").filter { !$0.contains("c03-01-abc") }.joined(separator: "\n")
        try await DemoProject.with { folder in
            try folder.write("Short.storyboard", document)
            let arguments = ["import", "screen", "Short.storyboard", "--device", "iphone-15", "--orientation", "portrait"]
            let inter = try await folder.run(arguments + ["--out", "inter.screen.json"])
            #expect(inter.status == 0, "\(inter)")
            try FontFileInputTests.project(folder)
            try FileManager.default.copyItem(atPath: FontFileInputTests.regular, toPath: folder.url("fonts/face.ttf").path)
            let dejaVu = try await folder.run(arguments + ["--out", "dejavu.screen.json"])
            #expect(dejaVu.status == 0, "\(dejaVu)")
            // 355.67 pt in Inter with SF Pro's tracking, 397 in DejaVu Sans (no tracking).
            #expect(try folder.text("inter.screen.json").contains(#""frame": [20, 100, 355.6666666666667, 20.333333333333332],"#))
            #expect(try folder.text("dejavu.screen.json").contains(#""frame": [20, 100, 397, 20.333333333333332],"#))
        }
    }

    /// `init --from`: a malformed storyboard beside the app's is named with its line, not
    /// skipped silently; a screen file already there is refused in `init`'s terms.
    @Test func initFromNamesWhatItLeavesOut() async throws {
        let fixture = RepositoryPaths.path("Fixtures/interface-builder")
        try await DemoProject.with(empty: true) { folder in
            for name in ["Home.storyboard", "HomeViewController.swift"] {
                try folder.write("App/\(name)", try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8))
            }
            try folder.write("App/Broken.storyboard", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n<scenes>\n")
            try folder.write("Project/HomeViewController-iphone-se.screen.json", "{}\n")
            let existing = try await CLIRunner.run(["init", "--from", "../App"], in: folder.url("Project"))
            #expect(existing.status == 2, "\(existing)")
            #expect(existing.stderrLines == ["error: HomeViewController-iphone-se.screen.json: already exists; nothing written (run init in a folder without it, or remove it)"])
            let result = try await folder.run("init", "--from", "App")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.first == "skipped App/Broken.storyboard:3: not well-formed XML: <scenes> (line 3) is not closed; the document is cut short")
        }
    }
}
