import Foundation

/// What tourshot and `tourshot-swift-reader` exchange (docs/swift-sources.md), defined once
/// here so neither side needs swift-syntax to speak it: the request on the reader's stdin, the
/// response on its stdout, both JSON.
public enum SwiftReaderWire {
    /// Raised when either side changes shape: a reader built from another tourshot is refused.
    public static let version = 2

    /// The files tourshot read (paths as messages show them, and texts), what picks the tutorial.
    public struct Request: Codable, Sendable {
        public var version = SwiftReaderWire.version
        public var files: [SwiftSourceText]
        /// The file messages about choosing the tutorial name (the project, or the sources).
        public var named: String
        public var provider: String?
        /// The ids the tour's screens capture, sorted.
        public var elementIDs: [String]
        /// The captures themselves, for views the running app makes (a navigation bar, a cell),
        /// which are found by their type and place; absent when the tour has no screens.
        public var captures: [CaptureOutline]?
        /// The tour's `"answers"`, in the project file's order.
        public var answers: [SwiftAnswer]

        public init(files: [SwiftSourceText], named: String, provider: String?, elementIDs: Set<String>,
                    captures: [CaptureOutline] = [], answers: [SwiftAnswer] = []) {
            self.files = files
            self.named = named
            self.provider = provider
            self.elementIDs = elementIDs.sorted()
            self.captures = captures.isEmpty ? nil : captures
            self.answers = answers
        }
    }

    /// Either the tutorial or the problems that stopped the reading.
    public struct Response: Codable, Sendable {
        public var version = SwiftReaderWire.version
        public var tutorial: ReadTutorial?
        public var problems: [Problem]
        /// The problems are the files' own, whatever the provider or screens: a limit of
        /// `Limits` (nesting, time, memory) was exceeded, so tourshot asks no more of them this run.
        public var exceededLimit: Bool?

        public init(tutorial: ReadTutorial) {
            self.tutorial = tutorial
            problems = []
        }

        public init(problems: [InputProblem], exceededLimit: Bool = false) {
            tutorial = nil
            self.problems = problems.map(Problem.init)
            self.exceededLimit = exceededLimit ? true : nil
        }
    }

    /// The tutorial JSON with the Swift positions (decoded by `TutorialFileDecoder` in tourshot,
    /// so its messages point into the Swift), the same as text for `import tutorial`, and the
    /// approximations made (each `File.swift:line:column: what`).
    public struct ReadTutorial: Codable, Sendable {
        public var file: String
        public var json: JSONNode
        public var text: String
        public var warnings: [String]
        /// The answers used, in the order the steps were read.
        public var answered: [SwiftAnswerUse]
        /// The answers the tour's captures made unneeded (reported stale, saying why).
        public var superseded: [SwiftAnswerSuperseded]

        public init(file: String, json: JSONNode, text: String, warnings: [String], answered: [SwiftAnswerUse] = [],
                    superseded: [SwiftAnswerSuperseded] = []) {
            self.file = file
            self.json = json
            self.text = text
            self.warnings = warnings
            self.answered = answered
            self.superseded = superseded
        }
    }

    public struct Problem: Codable, Sendable, Hashable {
        public var file: String
        public var path: String
        public var message: String
        public var line: Int?
        public var column: Int?

        public init(_ problem: InputProblem) {
            file = problem.file
            path = problem.path
            message = problem.message
            line = problem.line
            column = problem.column
        }

        public var inputProblem: InputProblem {
            InputProblem(file: file, path: path, message: message, line: line, column: column)
        }
    }

    /// Numbers a Swift literal can overflow to (`1e999`) travel as text rather than failing.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]  // the same request and answer byte for byte on every run
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}

/// A node with its position, as `{"l": line, "c": column, <kind>: value}`; an object's members
/// as a list of `{"k": key, "v": node}`, keeping their order.
extension JSONNode: Codable {
    private enum Key: String, CodingKey { case l, c, null, bool, number, string, array, object, k, v }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(line, forKey: .l)
        try container.encode(column, forKey: .c)
        switch value {
        case .null: try container.encode(true, forKey: .null)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .number(let value): try container.encode(value, forKey: .number)
        case .string(let value): try container.encode(value, forKey: .string)
        case .array(let items): try container.encode(items, forKey: .array)
        case .object(let members):
            var list = container.nestedUnkeyedContainer(forKey: .object)
            for member in members {
                var pair = list.nestedContainer(keyedBy: Key.self)
                try pair.encode(member.key, forKey: .k)
                try pair.encode(member.node, forKey: .v)
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let line = try container.decode(Int.self, forKey: .l), column = try container.decode(Int.self, forKey: .c)
        let value: Value
        if container.contains(.null) {
            value = .null
        } else if let bool = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            value = .bool(bool)
        } else if let number = try container.decodeIfPresent(Double.self, forKey: .number) {
            value = .number(number)
        } else if let string = try container.decodeIfPresent(String.self, forKey: .string) {
            value = .string(string)
        } else if let items = try container.decodeIfPresent([JSONNode].self, forKey: .array) {
            value = .array(items)
        } else if container.contains(.object) {
            var list = try container.nestedUnkeyedContainer(forKey: .object)
            var members: [(key: String, node: JSONNode)] = []
            while !list.isAtEnd {
                let pair = try list.nestedContainer(keyedBy: Key.self)
                members.append((try pair.decode(String.self, forKey: .k), try pair.decode(JSONNode.self, forKey: .v)))
            }
            value = .object(members)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "a node needs a value"))
        }
        self.init(value: value, line: line, column: column)
    }
}
