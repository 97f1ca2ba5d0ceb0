/// A problem with one document, at a line, about a view when there is one.
public struct InterfaceBuilderError: Error, Sendable, CustomStringConvertible {
    public let document: String
    public let line: Int
    public let view: String?
    public let message: String

    public var description: String {
        "\(document):\(line): \(view.map { "view \($0): " } ?? "")\(message)"
    }
}
