import Foundation
import Testing
@testable import TourshotInterfaceBuilder

/// A xib's top-level view has no controller: IB gives it the design device's insets whatever
/// its size, so its margins start below the status bar.
struct XibTopLevelViewTests {
    private let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView">
                    <connections>
                        <outlet property="card" destination="crd-01-abc" id="out-01-abc"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="top-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="510" height="160"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-01-abc">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="crd-01-abc" firstAttribute="top" secondItem="top-01-abc" secondAttribute="topMargin" id="c01-01-abc"/>
                        <constraint firstAttribute="bottomMargin" secondItem="crd-01-abc" secondAttribute="bottom" id="c02-01-abc"/>
                        <constraint firstItem="crd-01-abc" firstAttribute="leading" secondItem="top-01-abc" secondAttribute="leadingMargin" id="c03-01-abc"/>
                        <constraint firstAttribute="trailingMargin" secondItem="crd-01-abc" secondAttribute="trailing" id="c04-01-abc"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.utf8)

    @Test func marginsStartInsideTheDevicesSafeArea() throws {
        let document = try IBDocumentReader.read(xib, name: "CardView.xib")
        let result = IBLayout.layout(document)
        // 414 pt wide device: 20 pt side margins; 44 above and 34 below.
        #expect(result.frames[document.index(ofView: "crd-01-abc")!] == IBRect(x: 20, y: 44, width: 470, height: 82))
        #expect(document.outlets.map(\.property) == ["card"])
    }
}
