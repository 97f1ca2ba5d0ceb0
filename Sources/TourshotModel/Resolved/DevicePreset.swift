/// A device a screen file can name (`"device": "iphone-15-pro"`) instead of repeating its size,
/// scale and safe areas.
///
/// Sizes are in points, portrait; landscape swaps them. Safe areas are those of a full-screen
/// app with the status bar shown (portrait) and hidden in landscape, as iOS 17/18 reports them.
public struct DevicePreset: Sendable, Hashable {
    public let id: String
    public let name: String
    public let portraitSize: Size
    public let scale: Double
    public let portraitSafeArea: EdgeInsets
    public let landscapeSafeArea: EdgeInsets

    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    public static func named(_ id: String) -> DevicePreset? { all.first { $0.id == id } }

    public static let all: [DevicePreset] = [
        phone("iphone-se", "iPhone SE (2nd/3rd gen)", 375, 667, 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("iphone-15", "iPhone 15", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        tablet("ipad-mini", "iPad mini (6th gen)", 744, 1133),
        tablet("ipad-air", "iPad Air 11-inch (M2)", 820, 1180),
        tablet("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210),
        tablet("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376),
    ]

    static func phone(_ id: String, _ name: String, _ width: Double, _ height: Double, _ scale: Double,
                      top: Double, bottom: Double, side: Double, landscapeBottom: Double) -> DevicePreset {
        DevicePreset(id: id, name: name, portraitSize: Size(width: width, height: height), scale: scale,
                     portraitSafeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                     landscapeSafeArea: EdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side))
    }

    /// iPads keep the 24 pt status bar and the 20 pt home indicator in both orientations.
    static func tablet(_ id: String, _ name: String, _ width: Double, _ height: Double) -> DevicePreset {
        DevicePreset(id: id, name: name, portraitSize: Size(width: width, height: height), scale: 2,
                     portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                     landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    }
}
