/// Where a scene's root sits on the screen and where its controller's bars are: IB stores a
/// root at y = 0 even when it is shorter than the screen, between opaque bars.
public struct ScreenPlacement: Sendable, Equatable {
    /// How far below the screen's top the root starts (under an opaque top bar).
    public let rootTop: Double
    /// The navigation bar's frame on the screen, when the controller shows one.
    public let navigationBar: IBRect?
    /// The tab bar's or toolbar's frame (a tab bar reaching down over the home indicator).
    public let bottomBar: IBRect?
    public let bottomBarIsTabBar: Bool

    public static func of(_ document: IBDocument, root: Int) -> ScreenPlacement {
        guard let frame = document.frame(ofRoot: root), let device = document.device, let bars = document.bars[root] else {
            return ScreenPlacement(rootTop: 0, navigationBar: nil, bottomBar: nil, bottomBarIsTabBar: false)
        }
        let screen = device.screen
        let insets = device.safeArea(statusBar: device.drawsStatusBarAlways || bars.top > 0)
        let belowTopBar = bars.top > 0 && frame.height != screen.height && frame.height != screen.height - bars.bottom
        let navigation = bars.top > 0 ? IBRect(x: 0, y: insets.top, width: screen.width, height: bars.top) : nil
        let tab = document.tabBarred.contains(root)
        let bottom = bars.bottom > 0
            ? IBRect(x: 0, y: screen.height - insets.bottom - bars.bottom, width: screen.width, height: bars.bottom + (tab ? insets.bottom : 0))
            : nil
        return ScreenPlacement(rootTop: belowTopBar ? insets.top + bars.top : 0, navigationBar: navigation, bottomBar: bottom, bottomBarIsTabBar: tab)
    }
}
