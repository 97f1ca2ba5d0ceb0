/// An unknown the solver finds a value for: one edge or size of one view, named for messages.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}

/// Hands out variables with distinct ids, so two views' `left` never meet in one cell.
public struct VariableFactory: Sendable {
    private var nextID = 0

    public init() {}

    public mutating func make(_ name: String) -> Variable {
        defer { nextID += 1 }
        return Variable(id: nextID, name: name)
    }
}
