import Foundation
import Testing
@testable import TourshotInterfaceBuilder

struct InterfaceBuilderLayoutTests {
    /// box-01-abc pinned to the root's top-left corner, 10 pt tall: each test adds its width.
    static let pinnedBox = """
        <constraint firstItem="box-01-abc" firstAttribute="top" secondItem="root-01-abc" secondAttribute="top" id="c01-01-abc"/>
        <constraint firstItem="box-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" id="c02-01-abc"/>
        <constraint firstItem="box-01-abc" firstAttribute="height" constant="10" id="c03-01-abc"/>

        """

    private func solve(_ data: Data) throws -> (IBDocument, IBLayoutResult) {
        let document = try IBDocumentReader.read(data, name: "Settings.storyboard")
        return (document, IBLayout.layout(document))
    }

    private func frame(_ id: String, _ document: IBDocument, _ result: IBLayoutResult) -> IBRect {
        result.frames[document.index(ofView: id)!]
    }

    @Test func edgesPinnedToTheSafeAreaAndMargins() throws {
        let data = Documents.scene(
            subviews: Documents.view("box-01-abc"),
            constraints: """
            <constraint firstItem="box-01-abc" firstAttribute="top" secondItem="safe-01-abc" secondAttribute="top" constant="20" id="c01-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leadingMargin" id="c02-01-abc"/>
            <constraint firstAttribute="trailingMargin" secondItem="box-01-abc" secondAttribute="trailing" id="c03-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="height" secondItem="box-01-abc" secondAttribute="width" multiplier="1:7" id="c04-01-abc"/>
            """,
            controllerExtra: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")
        let (document, result) = try solve(data)
        // Status bar 20 and navigation bar 44 above; 16 pt margins on a 375 pt wide root.
        #expect(frame("box-01-abc", document, result) == IBRect(x: 16, y: 84, width: 343, height: 49))
        #expect(result.ambiguous.isEmpty)
        #expect(result.problems.isEmpty)
    }

    @Test func withoutATopBarRecentXcodeDrawsNoStatusBarOnAPhoneWithoutANotch() throws {
        let data = Documents.scene(
            subviews: Documents.view("box-01-abc"),
            constraints: """
            <constraint firstItem="box-01-abc" firstAttribute="top" secondItem="safe-01-abc" secondAttribute="top" id="c01-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" id="c02-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="width" constant="100" id="c03-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="bottom" secondItem="safe-01-abc" secondAttribute="bottom" id="c04-01-abc"/>
            """)
        let (document, result) = try solve(data)
        #expect(frame("box-01-abc", document, result) == IBRect(x: 0, y: 0, width: 100, height: 667))
    }

    @Test func notchedPhoneKeepsItsInsetsAndTheScreenComesFromTheRootsSize() throws {
        // Xcode 15 saves the iPhone 15 (393×852) as retina6_12.
        let data = Documents.scene(
            subviews: Documents.view("box-01-abc"),
            constraints: """
            <constraint firstItem="box-01-abc" firstAttribute="top" secondItem="safe-01-abc" secondAttribute="top" id="c01-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="leading" secondItem="safe-01-abc" secondAttribute="leading" id="c02-01-abc"/>
            <constraint firstItem="safe-01-abc" firstAttribute="trailing" secondItem="box-01-abc" secondAttribute="trailing" id="c03-01-abc"/>
            <constraint firstItem="safe-01-abc" firstAttribute="bottom" secondItem="box-01-abc" secondAttribute="bottom" id="c04-01-abc"/>
            """, device: "retina6_12", size: (393, 852))
        let (document, result) = try solve(data)
        #expect(frame("box-01-abc", document, result) == IBRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func labelAndButtonSizedByTheirText() throws {
        let label = Documents.view("lab-01-abc", "label", attributes: "text=\"Hi\"",
                                   inner: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")
        let button = Documents.view("btn-01-abc", "button", inner: "<state key=\"normal\" title=\"OK\"/>")
        let data = Documents.scene(
            subviews: label + button,
            constraints: """
            <constraint firstItem="lab-01-abc" firstAttribute="top" secondItem="safe-01-abc" secondAttribute="top" constant="10" id="c01-01-abc"/>
            <constraint firstItem="lab-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" constant="20" id="c02-01-abc"/>
            <constraint firstItem="btn-01-abc" firstAttribute="top" secondItem="lab-01-abc" secondAttribute="bottom" constant="8" id="c03-01-abc"/>
            <constraint firstItem="btn-01-abc" firstAttribute="centerX" secondItem="root-01-abc" secondAttribute="centerX" id="c04-01-abc"/>
            """)
        let (document, result) = try solve(data)
        // "Hi" at 17 pt: (0.722 + 0.25) em = 16.524 pt, 17 at @2x; a 17 pt line is 20.29, 20.5.
        #expect(frame("lab-01-abc", document, result) == IBRect(x: 20, y: 10, width: 17, height: 20.5))
        // A system button is at least 30 wide; 15 pt text on an 18 pt line with 6 above and below.
        #expect(frame("btn-01-abc", document, result) == IBRect(x: 172.5, y: 38.5, width: 30, height: 30))
    }

    @Test func strongerPreferenceWinsAndRequiredOnesHold() throws {
        let data = Documents.scene(
            subviews: Documents.view("box-01-abc"),
            constraints: Self.pinnedBox + """
            <constraint firstItem="box-01-abc" firstAttribute="width" constant="500" priority="750" id="c04-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="width" constant="200" priority="250" id="c05-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root-01-abc" secondAttribute="trailing" id="c06-01-abc"/>
            """)
        let (document, result) = try solve(data)
        #expect(frame("box-01-abc", document, result) == IBRect(x: 0, y: 0, width: 375, height: 10))
    }

    @Test func conflictingRequiredConstraintIsBrokenAndNamed() throws {
        let data = Documents.scene(
            subviews: Documents.view("box-01-abc"),
            constraints: Self.pinnedBox + """
            <constraint firstItem="box-01-abc" firstAttribute="width" constant="100" id="c04-01-abc"/>
            <constraint firstItem="box-01-abc" firstAttribute="width" constant="120" id="c05-01-abc"/>
            """)
        let (document, result) = try solve(data)
        #expect(frame("box-01-abc", document, result).width == 100)
        #expect(result.problems.map(\.description) == [
            "Settings.storyboard:23: view view (box-01-abc): constraint c05-01-abc (line 23) cannot hold with "
                + "constraint c04-01-abc (line 22); broken, as UIKit breaks one to recover",
        ])
    }

    @Test func unknownItemIsAProblemWithItsLine() throws {
        let data = Documents.scene(
            subviews: Documents.view("box-01-abc"),
            constraints: """
            <constraint firstItem="box-01-abc" firstAttribute="top" secondItem="gone-01-abc" secondAttribute="top" id="c01-01-abc"/>
            """)
        let (_, result) = try solve(data)
        #expect(result.problems.map(\.description) == [
            "Settings.storyboard:19: view view (box-01-abc): constraint c01-01-abc: its second item gone-01-abc is no view or guide of the document",
        ])
        #expect(result.ambiguous.count == 1)
    }

    @Test func autoresizingViewKeepsItsFrame() throws {
        let data = Documents.scene(
            subviews: """
            <view contentMode="scaleToFill" id="old-01-abc">
                <rect key="frame" x="10" y="30" width="355" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            """, constraints: "")
        let (document, result) = try solve(data)
        #expect(frame("old-01-abc", document, result) == IBRect(x: 10, y: 30, width: 355, height: 44))
    }

    @Test func sizeClassVariationInstallsItsConstraint() throws {
        let data = Documents.scene(
            subviews: Documents.view("box-01-abc"),
            constraints: Self.pinnedBox + """
            <constraint firstItem="box-01-abc" firstAttribute="width" constant="300" id="wid-01-reg"/>
            <constraint firstItem="box-01-abc" firstAttribute="width" constant="100" id="wid-01-cpt"/>
            """,
            variations: """
            <variation key="default"><mask key="constraints"><exclude reference="wid-01-cpt"/></mask></variation>
            <variation key="heightClass=regular-widthClass=compact">
                <mask key="constraints"><include reference="wid-01-cpt"/><exclude reference="wid-01-reg"/></mask>
            </variation>
            """)
        let (document, result) = try solve(data)
        #expect(frame("box-01-abc", document, result).width == 100)
        #expect(result.problems.isEmpty)
    }

    @Test func stackViewFillsEquallyWithItsSpacing() throws {
        let stack = Documents.view("stk-01-abc", "stackView", attributes: "distribution=\"fillEqually\" spacing=\"10\"", inner: """
            <subviews>
            \(Documents.view("one-01-abc"))
            \(Documents.view("two-01-abc"))
            </subviews>
            """)
        let data = Documents.scene(
            subviews: stack,
            constraints: """
            <constraint firstItem="stk-01-abc" firstAttribute="top" secondItem="root-01-abc" secondAttribute="top" constant="100" id="c01-01-abc"/>
            <constraint firstItem="stk-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" constant="20" id="c02-01-abc"/>
            <constraint firstItem="stk-01-abc" firstAttribute="width" constant="210" id="c03-01-abc"/>
            <constraint firstItem="stk-01-abc" firstAttribute="height" constant="40" id="c04-01-abc"/>
            """)
        let (document, result) = try solve(data)
        #expect(frame("one-01-abc", document, result) == IBRect(x: 20, y: 100, width: 100, height: 40))
        #expect(frame("two-01-abc", document, result) == IBRect(x: 130, y: 100, width: 100, height: 40))
    }

    @Test func scrollViewEdgesMeanItsContentToItsSubviews() throws {
        let scroll = Documents.view("scr-01-abc", "scrollView", inner: """
            <subviews>\(Documents.view("doc-01-abc"))</subviews>
            <constraints>
                <constraint firstItem="doc-01-abc" firstAttribute="top" secondItem="scr-01-abc" secondAttribute="top" constant="5" id="c10-01-abc"/>
                <constraint firstItem="doc-01-abc" firstAttribute="leading" secondItem="scr-01-abc" secondAttribute="leading" id="c11-01-abc"/>
                <constraint firstAttribute="trailing" secondItem="doc-01-abc" secondAttribute="trailing" id="c12-01-abc"/>
                <constraint firstAttribute="bottom" secondItem="doc-01-abc" secondAttribute="bottom" id="c13-01-abc"/>
                <constraint firstItem="doc-01-abc" firstAttribute="width" secondItem="scr-01-abc" secondAttribute="width" id="c14-01-abc"/>
                <constraint firstItem="doc-01-abc" firstAttribute="height" constant="2000" id="c15-01-abc"/>
            </constraints>
            """)
        let data = Documents.scene(
            subviews: scroll,
            constraints: """
            <constraint firstItem="scr-01-abc" firstAttribute="top" secondItem="root-01-abc" secondAttribute="top" id="c01-01-abc"/>
            <constraint firstItem="scr-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" id="c02-01-abc"/>
            <constraint firstItem="scr-01-abc" firstAttribute="trailing" secondItem="root-01-abc" secondAttribute="trailing" id="c03-01-abc"/>
            <constraint firstItem="scr-01-abc" firstAttribute="bottom" secondItem="root-01-abc" secondAttribute="bottom" id="c04-01-abc"/>
            """)
        let (document, result) = try solve(data)
        #expect(frame("scr-01-abc", document, result) == IBRect(x: 0, y: 0, width: 375, height: 667))
        // Taller than the scroll view: the content grows, the scroll view does not.
        #expect(frame("doc-01-abc", document, result) == IBRect(x: 0, y: 5, width: 375, height: 2000))
    }
}
