import Foundation
import Testing
@testable import TourshotInterfaceBuilder

/// Solving for a device other than the design device: the preset's safe area, the bars'
/// heights on it, and the navigation bar the running app shows above a controller that only
/// another storyboard pushes.
struct TargetDeviceTests {
    /// iPhone 15: 393×852, 59 above and 34 below in portrait; 59 at the sides and 21 below in landscape.
    static func iPhone15(landscape: Bool) -> IBTarget {
        IBTarget(id: "iphone-15", isPad: false, portraitSize: (393, 852), scale: 3,
                 portraitSafeArea: IBInsets(top: 59, left: 0, bottom: 34, right: 0),
                 landscapeSafeArea: IBInsets(top: 0, left: 59, bottom: 21, right: 59), landscape: landscape)
    }

    /// A view pinned to the safe area's top and leading edge, 10 pt high, in a controller with a
    /// navigation item and no navigation controller, designed on an iPhone 8.
    private let document = Documents.scene(
        subviews: Documents.view("top-01-abc"),
        constraints: """
        <constraint firstItem="top-01-abc" firstAttribute="top" secondItem="safe-01-abc" secondAttribute="top" id="c01-01-abc"/>
        <constraint firstItem="top-01-abc" firstAttribute="leading" secondItem="safe-01-abc" secondAttribute="leading" id="c02-01-abc"/>
        <constraint firstItem="safe-01-abc" firstAttribute="trailing" secondItem="top-01-abc" secondAttribute="trailing" id="c03-01-abc"/>
        <constraint firstItem="top-01-abc" firstAttribute="height" constant="10" id="c04-01-abc"/>
        """,
        controllerExtra: #"<navigationItem key="navigationItem" title="Profile" id="nav-01-abc"/>"#)

    @Test func designDeviceDrawsNoBarForANavigationItemAlone() throws {
        let design = try IBDocumentReader.read(document, name: "Profile.storyboard")
        let layout = IBLayout.layout(design)
        // iPhone 8, Xcode 11 and later: no status bar above a controller without a top bar.
        #expect(layout.frames[design.index(ofView: "top-01-abc")!] == IBRect(x: 0, y: 0, width: 375, height: 10))
        #expect(design.navigationInferred.isEmpty)
    }

    /// On the device the app is pushed onto a navigation controller: 59 + 44 above the view;
    /// in landscape 32 pt under no status bar, 59 pt in from the left.
    @Test func targetDeviceShowsTheNavigationBarItsItemNeeds() throws {
        let portrait = try IBDocumentReader.read(document, name: "Profile.storyboard", target: Self.iPhone15(landscape: false))
        let root = portrait.index(ofView: "root-01-abc")!
        #expect(portrait.navigationInferred == [root])
        #expect(IBLayout.layout(portrait, scene: root).frames[portrait.index(ofView: "top-01-abc")!] == IBRect(x: 0, y: 103, width: 393, height: 10))
        #expect(ScreenPlacement.of(portrait, root: root).navigationBar == IBRect(x: 0, y: 59, width: 393, height: 44))
        let landscape = try IBDocumentReader.read(document, name: "Profile.storyboard", target: Self.iPhone15(landscape: true))
        #expect(IBLayout.layout(landscape, scene: root).frames[landscape.index(ofView: "top-01-abc")!] == IBRect(x: 59, y: 32, width: 734, height: 10))
    }
}

/// IB's "Intrinsic Size: Placeholder": a custom class sized by its code is laid out at the size
/// the document gives it; "infinite" leaves that axis to the constraints.
struct PlaceholderIntrinsicSizeTests {
    @Test func placeholderSizeIsTheIntrinsicSize() throws {
        let data = Documents.scene(
            subviews: Documents.view("chp-01-abc", attributes: #"customClass="ChipView" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="40""#)
                + Documents.view("bar-01-abc", attributes: #"customClass="MeterView" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="12""#),
            constraints: """
            <constraint firstItem="chp-01-abc" firstAttribute="centerX" secondItem="root-01-abc" secondAttribute="centerX" id="c01-01-abc"/>
            <constraint firstItem="chp-01-abc" firstAttribute="top" secondItem="root-01-abc" secondAttribute="top" constant="100" id="c02-01-abc"/>
            <constraint firstItem="bar-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" constant="10" id="c03-01-abc"/>
            <constraint firstAttribute="trailing" secondItem="bar-01-abc" secondAttribute="trailing" constant="10" id="c04-01-abc"/>
            <constraint firstItem="bar-01-abc" firstAttribute="top" secondItem="chp-01-abc" secondAttribute="bottom" constant="8" id="c05-01-abc"/>
            """)
        let document = try IBDocumentReader.read(data, name: "Chips.storyboard")
        let frames = IBLayout.layout(document).frames
        // 375 pt wide: the chip centred, (375 − 120) / 2 = 127.5; the meter 10 in from each side.
        #expect(frames[document.index(ofView: "chp-01-abc")!] == IBRect(x: 127.5, y: 100, width: 120, height: 40))
        #expect(frames[document.index(ofView: "bar-01-abc")!] == IBRect(x: 10, y: 148, width: 355, height: 12))
    }
}
