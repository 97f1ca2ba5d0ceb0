/// A .xib or .storyboard as layout needs it: its views (parents before children), the roots
/// whose frames their container gives, outlets, and the device it was designed on.
public struct IBDocument: Sendable {
    public let name: String
    /// `targetRuntime="iOS.CocoaTouch"`: tvOS, watchOS and macOS documents lay out otherwise.
    public let isIOS: Bool
    public let device: IBDevice?
    public internal(set) var views: [IBView]
    public let roots: [Int]
    public let outlets: [IBOutlet]
    /// Bars above and below each root's content (a navigation bar, a tab bar), by root index.
    public let bars: [Int: IBInsets]
    /// Pre-safe-area `<viewControllerLayoutGuide type="top|bottom">` ids, with their root.
    public let layoutGuides: [String: (root: Int, top: Bool)]

    public func index(ofView id: String) -> Int? { viewIndex[id] }

    let viewIndex: [String: Int]
}
