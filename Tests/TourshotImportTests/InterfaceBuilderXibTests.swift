import Foundation
import Testing
import TourshotFiles
import TourshotImport
import TourshotModel

/// A xib's scenes: the top-level view File's Owner's `view` outlet names goes by the owner's
/// class and its elements by the owner's outlets; any other top-level view is a scene too.
struct InterfaceBuilderXibTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="WelcomeViewController">
                    <connections>
                        <outlet property="view" destination="wel-00-bbb" id="o01-00-bbb"/>
                        <outlet property="startButton" destination="sta-00-bbb" id="o02-00-bbb"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="wel-00-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sta-00-bbb">
                            <rect key="frame" x="20" y="597" width="335" height="50"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="saf-00-bbb"/>
                    <constraints>
                        <constraint firstItem="sta-00-bbb" firstAttribute="leading" secondItem="saf-00-bbb" secondAttribute="leading" constant="20" id="c01-00-bbb"/>
                        <constraint firstItem="saf-00-bbb" firstAttribute="trailing" secondItem="sta-00-bbb" secondAttribute="trailing" constant="20" id="c02-00-bbb"/>
                        <constraint firstItem="saf-00-bbb" firstAttribute="bottom" secondItem="sta-00-bbb" secondAttribute="bottom" constant="20" id="c03-00-bbb"/>
                        <constraint firstItem="sta-00-bbb" firstAttribute="height" constant="50" id="c04-00-bbb"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" id="tip-00-bbb" customClass="TipView">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
            </objects>
        </document>
        """

    /// Written to a file of the test's own (tests run in parallel).
    private func plans(scene: String?, device: String = "iphone-15", file: String) throws(ImportFailure) -> [ScreenImport.Plan] {
        let url = URL(fileURLWithPath: file)
        try? Data(Self.xib.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try ScreenImport.plans(ScreenImport.Request(capture: url, destination: .new(URL(fileURLWithPath: "/tmp/tourshot-xib-tests/welcome.screen.json")),
                                                           device: device, scene: scene))
    }

    /// On an iPhone 15 (safe area 59 above, 34 below): the button 20 pt inside the safe area's
    /// sides and bottom, keyed by File's Owner's outlet; in landscape 20 inside the 59 pt sides
    /// and 21 pt home indicator.
    @Test func filesOwnersViewIsTheOwnersScene() throws {
        let text = try plans(scene: "WelcomeViewController", file: "/tmp/tourshot-xib-owner-\(ProcessInfo.processInfo.processIdentifier).xib")[0].text
        #expect(text == """
        {
          "device": "iphone-15",
          "portrait": { "elements": { "startButton": [20, 748, 353, 50] } },
          "landscape": { "elements": { "startButton": [79, 302, 694, 50] } }
        }

        """)
    }

    @Test func twoTopLevelViewsNeedAScene() throws {
        let url = "/tmp/tourshot-xib-two-\(ProcessInfo.processInfo.processIdentifier).xib"
        #expect(throws: ImportFailure(file: url, "has 2 scenes; say which with --scene (a storyboard identifier, a view controller's custom class or an IB object id); its scenes: WelcomeViewController (line 11); TipView (line 27)")) {
            try plans(scene: nil, file: url)
        }
    }
}
