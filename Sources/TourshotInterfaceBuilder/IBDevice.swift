/// `<device id="retina6_1" orientation="portrait">`: the screen IB laid the frames out for.
/// Xcode has reused ids for newer phones (`retina6_12` is 393×852 since Xcode 15), so the
/// screen is the one whose size the controllers' root views have; the id is the fallback.
public struct IBDevice: Sendable, Equatable {
    public let id: String
    public let landscape: Bool
    /// Portrait size.
    public let size: (width: Double, height: Double)
    /// Xcode 11 and later (tools version 15000 up) draw no status bar above a controller
    /// without a top bar on phones without a notch; earlier ones always kept 20 pt.
    public let drawsStatusBarAlways: Bool
    /// A device solved for (`IBTarget`): its own safe areas, as the running app gets them.
    public let target: IBTarget?

    public static func == (lhs: IBDevice, rhs: IBDevice) -> Bool {
        lhs.id == rhs.id && lhs.landscape == rhs.landscape && lhs.size == rhs.size && lhs.target == rhs.target
    }

    public var isPad: Bool { target?.isPad ?? id.lowercased().hasPrefix("ipad") }
    /// Phones are compact in width but for the large ones in landscape; iPads are regular.
    public var widthClassRegular: Bool { isPad || (landscape && size.width >= 414) }
    public var heightClassRegular: Bool { isPad || !landscape }
    public var notched: Bool { (target?.portraitSafeArea ?? ScreenInsets.portrait(size))?.bottom ?? 0 > 0 }

    /// The screen as laid out: portrait size swapped in landscape.
    public var screen: (width: Double, height: Double) { landscape ? (size.height, size.width) : size }

    /// Points to pixels: @2x for the iPhone 8, XR and 11 (`retina6_1`) and iPads, @3x for the rest.
    public var scale: Double {
        if let target { return target.scale }
        if isPad || id == "retina6_1" { return 2 }
        switch size.width {
        case 320, 375 where size.height == 667: return 2
        default: return 3
        }
    }

    /// Root views' side margins: 20 pt on iPads and on screens 414 pt wide or more (so on
    /// every phone in landscape), else 16.
    public var rootSideMargin: Double { isPad || screen.width >= 414 ? 20 : 16 }

    private static let sizes: [String: (Double, Double)] = [
        "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
        "retina5_9": (375, 812), "retina5_4": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896),
        "retina6_0": (390, 844), "retina6_7": (428, 926), "retina6_72": (428, 926), "retina6_12": (390, 844),
        "retina6_3": (402, 874), "retina6_9": (440, 956),
        "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112), "ipad11": (834, 1194),
        "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366),
    ]

    public init?(id: String, orientation: String?, rootSizes: [(Double, Double)], toolsVersion: Double) {
        guard let named = IBDevice.sizes[id.lowercased()] else { return nil }
        self.id = id
        let isLandscape = orientation == "landscape"
        landscape = isLandscape
        // The most common root size that is a known screen, in portrait terms.
        let portraitRoots = rootSizes.map { isLandscape ? ($0.1, $0.0) : $0 }.filter { ScreenInsets.portrait($0) != nil }
        let mostCommon = portraitRoots.max { a, b in
            portraitRoots.filter { $0 == a }.count < portraitRoots.filter { $0 == b }.count
        }
        size = mostCommon ?? named
        drawsStatusBarAlways = toolsVersion < 15000
        target = nil
    }

    /// The device a document is solved for at run time: the status bar is drawn wherever the
    /// device shows it (its safe area says so), as on the device, not as Xcode's canvas.
    public init(target: IBTarget) {
        id = target.id
        landscape = target.landscape
        size = target.portraitSize
        drawsStatusBarAlways = true
        self.target = target
    }

    /// The screen's safe area, the status bar drawn or not.
    public func safeArea(statusBar: Bool) -> IBInsets {
        if let target { return landscape ? target.landscapeSafeArea : target.portraitSafeArea }
        let portrait = ScreenInsets.portrait(size) ?? .zero
        if !landscape { return notched || statusBar ? portrait : IBInsets(top: 0, left: 0, bottom: portrait.bottom, right: 0) }
        if isPad { return statusBar ? portrait : IBInsets(top: 0, left: 0, bottom: portrait.bottom, right: 0) }
        // Phones hide the status bar in landscape; notched ones keep the sides and home bar clear.
        return notched ? IBInsets(top: 0, left: portrait.top, bottom: 21, right: portrait.top) : .zero
    }
}

/// UIKit's portrait safe-area insets by screen size (with the status bar).
enum ScreenInsets {
    static func portrait(_ size: (Double, Double)) -> IBInsets? {
        let (top, bottom): (Double, Double)
        switch (size.0, size.1) {
        case (320, 480), (320, 568), (375, 667), (414, 736), (768, 1024), (810, 1080), (834, 1112), (1024, 1366): (top, bottom) = (20, 0)
        case (375, 812), (414, 896): (top, bottom) = (44, 34)
        case (360, 780): (top, bottom) = (50, 34)
        case (390, 844), (428, 926): (top, bottom) = (47, 34)
        case (393, 852), (430, 932): (top, bottom) = (59, 34)
        case (402, 874), (440, 956): (top, bottom) = (62, 34)
        case (834, 1194), (820, 1180): (top, bottom) = (24, 20)
        default: return nil
        }
        return IBInsets(top: top, left: 0, bottom: bottom, right: 0)
    }
}
