import Foundation
import Testing
import TourshotImport

/// A font IB names that tourshot has no file of is measured as the system font, and the
/// summary says which.
struct InterfaceBuilderNamedFontTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="car-00-ccc" customClass="CardView">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label translatesAutoresizingMaskIntoConstraints="NO" text="Hi" id="lab-00-ccc" userLabel="Greeting">
                            <rect key="frame" x="8" y="8" width="20" height="20"/>
                            <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lab-00-ccc" firstAttribute="leading" secondItem="car-00-ccc" secondAttribute="leading" constant="8" id="c01-00-ccc"/>
                        <constraint firstItem="lab-00-ccc" firstAttribute="top" secondItem="car-00-ccc" secondAttribute="top" constant="8" id="c02-00-ccc"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func namedFontIsListedInTheSummary() throws {
        let url = URL(fileURLWithPath: "/tmp/tourshot-xib-font-\(ProcessInfo.processInfo.processIdentifier).xib")
        try Data(Self.xib.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let plans = try ScreenImport.plans(ScreenImport.Request(capture: url, destination: .new(URL(fileURLWithPath: "/tmp/tourshot-xib-tests/card.screen.json")),
                                                                device: "iphone-15"))
        #expect(plans[0].messages.contains("measured with the system font in their place (tourshot has no file of them): \"HelveticaNeue-Light\""))
    }
}
