/// `<device id="retina6_1" orientation="portrait">`: the screen IB laid the frames out for.
/// Sizes and safe-area insets are UIKit's for those devices (portrait; landscape swapped).
public struct IBDevice: Sendable, Equatable {
    public let id: String
    public let landscape: Bool
    public let size: (width: Double, height: Double)
    public let safeArea: IBInsets

    public static func == (lhs: IBDevice, rhs: IBDevice) -> Bool { lhs.id == rhs.id && lhs.landscape == rhs.landscape }

    /// Phones are compact in width but for the large ones in landscape; iPads are regular.
    public var widthClassRegular: Bool { isPad || (landscape && size.width >= 736) }
    public var heightClassRegular: Bool { isPad || !landscape }
    public var isPad: Bool { id.lowercased().hasPrefix("ipad") }

    /// Root views' side margins: 20 pt on iPads and phones 414 pt wide or more, else 16.
    public var rootSideMargin: Double { isPad || min(size.width, size.height) >= 414 ? 20 : 16 }

    private static let portrait: [String: (Double, Double, top: Double, bottom: Double)] = [
        "retina3_5": (320, 480, 20, 0), "retina4_0": (320, 568, 20, 0), "retina4_7": (375, 667, 20, 0),
        "retina5_5": (414, 736, 20, 0), "retina5_9": (375, 812, 44, 34), "retina6_5": (414, 896, 44, 34),
        "retina6_1": (414, 896, 44, 34), "retina6_0": (390, 844, 47, 34), "retina6_12": (390, 844, 47, 34),
        "retina5_4": (375, 812, 50, 34), "retina6_7": (428, 926, 47, 34), "retina6_72": (428, 926, 47, 34),
        "iPhone14Pro": (393, 852, 59, 34), "iPhone14ProMax": (430, 932, 59, 34),
        "retina6_3": (402, 874, 62, 34), "retina6_9": (440, 956, 62, 34),
        "iPad9_7": (768, 1024, 20, 0), "iPad10_2": (810, 1080, 20, 0), "iPad10_5": (834, 1112, 20, 0),
        "iPad11": (834, 1194, 24, 20), "iPad12_9": (1024, 1366, 20, 0), "iPad12_9rounded": (1024, 1366, 24, 20),
        "ipad9_7": (768, 1024, 20, 0), "ipad10_2": (810, 1080, 20, 0), "ipad10_5": (834, 1112, 20, 0),
        "ipad11": (834, 1194, 24, 20), "ipad12_9": (1024, 1366, 20, 0), "ipad12_9rounded": (1024, 1366, 24, 20),
    ]

    public init?(id: String, orientation: String?) {
        guard let entry = IBDevice.portrait[id] else { return nil }
        self.id = id
        landscape = orientation == "landscape"
        let notched = entry.bottom > 0
        if !landscape {
            size = (entry.0, entry.1)
            safeArea = IBInsets(top: entry.top, left: 0, bottom: entry.bottom, right: 0)
        } else if id.lowercased().hasPrefix("ipad") {
            size = (entry.1, entry.0)
            safeArea = IBInsets(top: entry.top, left: 0, bottom: entry.bottom, right: 0)
        } else {
            // Phones hide the status bar in landscape; notched ones keep the sides and home bar clear.
            size = (entry.1, entry.0)
            safeArea = notched ? IBInsets(top: 0, left: entry.top, bottom: 21, right: entry.top) : .zero
        }
    }
}
