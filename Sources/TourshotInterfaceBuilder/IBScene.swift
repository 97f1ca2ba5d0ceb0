/// One screen of a document: a view controller's root view (a storyboard scene) or a xib's
/// top-level view, with the names `--scene` finds it by.
public struct IBScene: Sendable, Equatable {
    /// The root view's index in `IBDocument.views`.
    public let root: Int
    /// The view controller's (or File's Owner's) id; nil for a xib's view no owner holds.
    public let controllerID: String?
    /// The controller's (or owner's) custom class, else the root view's.
    public let customClass: String?
    public let storyboardIdentifier: String?
    /// The controller's element (`viewController`, `tableViewController`), else the view's.
    public let element: String
    public let line: Int

    /// What a refusal lists: `HomeViewController (storyboard id "home", id BYZ-38-t0r, line 12)`.
    public var description: String {
        var names: [String] = []
        if let storyboardIdentifier { names.append("storyboard id \"\(storyboardIdentifier)\"") }
        if let controllerID, controllerID != "-1" { names.append("id \(controllerID)") }
        names.append("line \(line)")
        return "\(customClass ?? element) (\(names.joined(separator: ", ")))"
    }

    /// Whether `--scene NAME` names this scene: its storyboard identifier, its custom class, its
    /// controller's id or its root view's id.
    public func isNamed(_ name: String, rootID: String) -> Bool {
        name == storyboardIdentifier || name == customClass || name == controllerID || name == rootID
    }
}
