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
    /// The screens the document holds, in document order: each controller's root view in a
    /// storyboard; a xib's top-level views (the one File's Owner's `view` outlet names belongs
    /// to the owner's class).
    public let scenes: [IBScene]
    /// Roots' frames on the device solved for when it is not the design device (a root as big
    /// as the design screen fills the target's; one shorter by its bars stays shorter by
    /// them); absent roots keep their stored frames.
    public let rootFrames: [Int: IBRect]
    /// Roots whose bottom bar is a tab bar's (the others' a toolbar's).
    public let tabBarred: Set<Int>
    /// Roots given a navigation bar on a target device because their controller has a
    /// navigation item though no navigation controller of the document holds it.
    public let navigationInferred: Set<Int>

    /// The frame layout gives a root.
    public func frame(ofRoot index: Int) -> IBRect? { rootFrames[index] ?? views[index].storedFrame }

    public func index(ofView id: String) -> Int? { viewIndex[id] }

    let viewIndex: [String: Int]
}
