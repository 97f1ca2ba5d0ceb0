import Foundation
import Testing
@testable import TourshotInterfaceBuilder

struct ControlsAndGuidesTests {
    private func switchFrame(toolsVersion: String) throws -> IBRect {
        let data = Documents.scene(
            subviews: Documents.view("swi-01-abc", "switch"),
            constraints: """
            <constraint firstItem="swi-01-abc" firstAttribute="top" secondItem="root-01-abc" secondAttribute="top" constant="100" id="c01-01-abc"/>
            <constraint firstAttribute="trailingMargin" secondItem="swi-01-abc" secondAttribute="trailing" id="c02-01-abc"/>
            """, toolsVersion: toolsVersion)
        let document = try IBDocumentReader.read(data, name: "Settings.storyboard")
        return IBLayout.layout(document).frames[document.index(ofView: "swi-01-abc")!]
    }

    /// The switch's alignment rectangle ends at the margin (359); its frame reaches 2 pt further.
    @Test func switchSizeFollowsTheXcodeThatSavedTheDocument() throws {
        #expect(try switchFrame(toolsVersion: "22505") == IBRect(x: 310, y: 100, width: 51, height: 31))
        #expect(try switchFrame(toolsVersion: "24127") == IBRect(x: 298, y: 100, width: 63, height: 28))
    }

    /// Documents from before safe areas pin to the controller's top and bottom layout guides:
    /// with Xcode 10 the status bar is always drawn, and a tab bar sits below.
    @Test func oldLayoutGuidesStandForTheBars() throws {
        let data = Documents.scene(
            subviews: Documents.view("box-01-abc"),
            constraints: """
            <constraint firstItem="box-01-abc" firstAttribute="top" secondItem="top-01-gde" secondAttribute="bottom" id="c01-01-abc"/>
            <constraint firstItem="bot-01-gde" firstAttribute="top" secondItem="box-01-abc" secondAttribute="bottom" id="c02-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" id="c03-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="width" constant="10" id="c04-01-abc"/>
            """,
            controllerExtra: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top-01-gde"/>
                <viewControllerLayoutGuide type="bottom" id="bot-01-gde"/>
            </layoutGuides>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            """, toolsVersion: "14460.31")
        let document = try IBDocumentReader.read(data, name: "Old.storyboard")
        let result = IBLayout.layout(document)
        #expect(result.frames[document.index(ofView: "box-01-abc")!] == IBRect(x: 0, y: 20, width: 10, height: 598))
        #expect(result.problems.isEmpty)
    }
}
