/// `<constraint>`: first.attribute relation multiplier · second.attribute + constant @ priority.
/// A missing item is the view whose `<constraints>` hold it; no second attribute is a constant.
public struct IBConstraint: Sendable {
    public enum Relation: Sendable { case equal, lessOrEqual, greaterOrEqual }

    public let id: String
    public let line: Int
    public let firstItem: String
    public let firstAttribute: String
    public let relation: Relation
    public let secondItem: String?
    public let secondAttribute: String?
    public let multiplier: Double
    public let constant: Double
    public let priority: Int
}

/// `<outlet property= destination=>`, from a view controller, File's Owner or any object.
public struct IBOutlet: Sendable {
    public let property: String
    public let destination: String
    public let line: Int
    /// The id of the object whose `<connections>` hold it: a view controller, File's Owner
    /// (`-1`), or a view (a custom view's own outlets).
    public let source: String?
}
