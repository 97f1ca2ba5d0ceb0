import TourshotModel

/// `validate --json` (docs/format.md, "Machine-readable output").
enum ValidateJSON {
    /// One problem: its text as printed, and its place when the decoders know it.
    struct Problem {
        let text: String
        let place: InputProblem?

        init(_ problem: InputProblem) { text = problem.description; place = problem }
        init(_ line: String) { text = line; place = nil }

        var json: JSONOutput {
            guard let place else { return .object([("message", .string(text))]) }
            var members: [(String, JSONOutput)] = [("file", .string(place.file)), ("path", .string(place.path))]
            if let line = place.line, let column = place.column {
                members += [("line", .number(Double(line))), ("column", .number(Double(column)))]
            }
            return .object(members + [("message", .string(place.message))])
        }
    }

    static func success(project: String, tours: Int, screenFiles: Int, steps: Int) -> JSONOutput {
        .object([("project", .string(project)), ("ok", .bool(true)), ("tours", .number(Double(tours))),
                 ("screenFiles", .number(Double(screenFiles))), ("steps", .number(Double(steps)))])
    }

    static func failure(project: String, _ problems: [Problem]) -> JSONOutput {
        .object([("project", .string(project)), ("ok", .bool(false)), ("problems", .array(problems.map(\.json)))])
    }
}
