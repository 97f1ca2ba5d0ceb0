/// One thing wrong with an input file, located by file, JSON path and (when known) line and column.
///
/// Its description reads like
/// `approach.tutorial.json: steps[2].arrows[0].element: unknown element "speedButon"; did you mean "speedButton"?`.
public struct InputProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public let file: String
    /// JSON path such as `steps[2].arrows[0].element`; empty for the file as a whole.
    public let path: String
    public let message: String
    public let line: Int?
    public let column: Int?

    public init(file: String, path: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// Where in the file, as messages say it: the JSON path, and for a tutorial's step the
    /// 1-based number the command line uses (`--step 2`) before it: `step 2 (steps[1].title)`.
    public var place: String {
        guard path.hasPrefix("steps["), let end = path.firstIndex(of: "]"),
              let index = Int(path[path.index(path.startIndex, offsetBy: 6)..<end]) else { return path }
        return "step \(index + 1) (\(path))"
    }

    public var description: String {
        var text = file + ": "
        if !path.isEmpty { text += place + ": " }
        text += message
        if let line, let column { text += " (line \(line), column \(column))" }
        return text
    }
}

/// Every problem found in the input, reported together so one run shows them all.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public let problems: [InputProblem]

    public init(_ problems: [InputProblem]) {
        self.problems = problems
    }

    public init(file: String, message: String) {
        self.problems = [InputProblem(file: file, path: "", message: message)]
    }

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
