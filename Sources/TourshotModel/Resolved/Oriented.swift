/// A value with a portrait and a landscape variant (TutorialKit's `LayoutPair`).
public struct Oriented<Value: Sendable & Hashable>: Sendable, Hashable {
    public let portrait: Value
    public let landscape: Value

    public init(portrait: Value, landscape: Value) {
        self.portrait = portrait
        self.landscape = landscape
    }

    public init(_ both: Value) {
        self.init(portrait: both, landscape: both)
    }

    public subscript(orientation: Orientation) -> Value {
        orientation == .landscape ? landscape : portrait
    }
}

/// Device orientation of one capture. TutorialKit decides landscape as container width > height.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait, landscape
}
