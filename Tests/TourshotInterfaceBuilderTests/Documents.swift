import Foundation

/// Hand-written Interface Builder documents, one pattern each, in the shape Xcode saves.
enum Documents {
    /// One view controller's scene on an iPhone 8 (375×667) saved by a recent Xcode.
    static func scene(subviews: String, constraints: String, extra: String = "", controllerExtra: String = "",
                      device: String = "retina4_7", size: (Int, Int) = (375, 667), variations: String = "",
                      toolsVersion: String = "22505") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <viewController id="vc0-01-abc" customClass="SettingsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-01-abc"/>
                                <constraints>
        \(constraints)
                                </constraints>
        \(variations)
                            </view>
        \(controllerExtra)
                        </viewController>
                    </objects>
                </scene>
        \(extra)
            </scenes>
        </document>
        """.utf8)
    }

    /// A view placed by constraints, with its stored frame (which the layout never reads).
    static func view(_ id: String, _ element: String = "view", attributes: String = "", inner: String = "", frame: String = "x=\"1\" y=\"2\" width=\"3\" height=\"4\"") -> String {
        """
        <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
            <rect key="frame" \(frame)/>
            \(inner)
        </\(element)>
        """
    }
}
