/// Collects the problems of one file while it is decoded, so all of them are reported at once.
public final class Diagnostics {
    public let file: String
    public private(set) var problems: [InputProblem] = []

    public init(file: String) {
        self.file = file
    }

    public func report(_ path: JSONPath, _ message: String, at node: JSONNode? = nil) {
        problems.append(InputProblem(file: file, path: path.description, message: message,
                                     line: node?.line, column: node?.column))
    }

    public var hasProblems: Bool { !problems.isEmpty }
}
