/// A parsed JSON value that remembers where it stood in its file, so errors can say line and column.
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members keep file order; keys are unique (the parser rejects duplicates).
        case object([(key: String, node: JSONNode)])
    }

    public let value: Value
    public let line: Int
    public let column: Int

    public init(value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The JSON type name used in error messages ("a string", "an object", …).
    public var typeDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
