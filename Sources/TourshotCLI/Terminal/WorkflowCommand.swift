import TourshotModel

/// GitHub Actions workflow commands (`::error file=F,line=L,col=C::message`), escaped as the
/// runner unescapes them: `%`, CR and LF in the message; those and `:` and `,` in a property.
enum WorkflowCommand {
    enum Kind: String { case error, warning }

    static func error(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, title: String? = nil) -> String {
        command(.error, message, file: file, line: line, column: column, title: title)
    }

    static func command(_ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, title: String? = nil) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        if let title { properties.append("title=" + escapeProperty(title)) }
        let head = "::" + kind.rawValue + (properties.isEmpty ? "" : " " + properties.joined(separator: ","))
        return head + "::" + escapeData(message)
    }

    /// One input problem: its file, line and column, and the JSON path in the message.
    static func error(_ problem: InputProblem) -> String {
        error((problem.path.isEmpty ? "" : problem.place + ": ") + problem.message,
              file: problem.file, line: problem.line, column: problem.column)
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
