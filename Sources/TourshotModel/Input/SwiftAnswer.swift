import Foundation
import TourshotFiles

/// One answer of a tour's `"answers"` (docs/swift-sources.md#answers): the element or text a
/// refused value of the Swift sources stands for in one step, which the Swift computes only
/// when the app runs. Keyed `step N argument hash`: the step (1-based, as the images count),
/// the argument the refusal names and the first 8 hex digits of a SHA-256 of the Swift it
/// replaces (its enclosing declaration's name, the expression and the refused expression,
/// token by token), so an edit of that Swift makes the answer stale instead of silently wrong.
public struct SwiftAnswer: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        /// A captured element's id, in place of a view the running app makes.
        case element
        /// A text, in place of one the running app computes.
        case text
    }

    // No public memberwise initializer: answers come from a tour's "answers" (`decodeAll`,
    // which checks each key) or, decoded as they were encoded, from the Swift reader's
    // messages; tests build them through `@testable import`.
    public let key: String
    public let kind: Kind
    public let value: String

    /// `"answers": {"step 2 for 5c1e0a7d": {"element": "firstCell"}, …}` of a tour entry.
    static func decodeAll(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> [SwiftAnswer]? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        guard object.keys.count <= Limits.swiftAnswers else {
            diagnostics.report(path, "holds \(object.keys.count) answers, over the limit of \(Limits.swiftAnswers) a tour", at: node)
            return nil
        }
        var answers: [SwiftAnswer] = []
        for (key, value, memberPath) in object.entries {
            guard isKey(key) else {
                diagnostics.report(memberPath, "is not an answer's key; copy the key a refusal names, written `step N argument hash` (e.g. \"step 2 for 5c1e0a7d\")", at: value)
                continue
            }
            guard let answer = ObjectReader(value, at: memberPath, diagnostics) else { continue }
            answer.rejectUnknownKeys(Kind.allCases.map(\.rawValue))
            let given = Kind.allCases.filter { answer.member($0.rawValue) != nil }
            guard given.count == 1, let kind = given.first else {
                diagnostics.report(memberPath, "write one of {\"element\": \"<captured element id>\"} or {\"text\": \"…\"}, as the refusal names", at: value)
                continue
            }
            let decode = kind == .element ? Decode.identifier : Decode.text(maxLength: Limits.textLength)
            if let text = answer.required(kind.rawValue, decode) { answers.append(SwiftAnswer(key: key, kind: kind, value: text)) }
        }
        return answers
    }

    /// A file holding only answers (`import tutorial --answers`): the object a tour's `"answers"` holds.
    public static func load(_ url: URL, policy: PathPolicy) throws(InputError) -> [SwiftAnswer] {
        let root = try InputFile.parseJSON(url, policy: policy)
        let diagnostics = Diagnostics(file: InputFile.displayPath(url))
        let answers = decodeAll(root, .root, diagnostics)
        guard !diagnostics.hasProblems, let answers else { throw InputError(diagnostics.problems) }
        return answers
    }

    /// The answers no refusal asked for once the sources read whole: the Swift each answered was
    /// edited (its key changed) or now reads on its own — for a view, because a capture of the
    /// tour now holds it (`superseded`), which is said. Kept, one would stand for nothing.
    public static func stale(_ answers: [SwiftAnswer], used: [SwiftAnswerUse], superseded: [SwiftAnswerSuperseded],
                             file: String, at path: JSONPath) -> [InputProblem] {
        let keys = Set(used.map(\.key))
        return answers.filter { !keys.contains($0.key) }.map { answer in
            let message = if let captured = superseded.first(where: { $0.key == answer.key }) {
                "stale: the tour's screens now capture the view it answered (\(captured.at) is \(captured.capturedAs)), and a view a capture holds is taken from the capture, never from an answer; remove it"
            } else {
                "stale: no value of the Swift sources has this key any more (the Swift it answered was edited, or now reads without it); remove it, and answer the key a refusal names now, if any"
            }
            return InputProblem(file: file, path: path.appending(answer.key).description, message: message)
        }
    }

    /// The problems of a read tutorial, an unknown element an answer gave said at that answer
    /// (`path`: the tour's `answers`), where it is fixed, instead of in the Swift it stands for.
    public static func placed(_ problems: [InputProblem], used: [SwiftAnswerUse], file: String, at path: JSONPath) -> [InputProblem] {
        problems.map { problem in
            // The answer's own step: the same id elsewhere came from the Swift, not from it.
            guard let answer = used.first(where: { $0.kind == .element && problem.path.hasPrefix("steps[\($0.step - 1)]")
                                                   && problem.message.hasPrefix("unknown element \"\($0.value)\"") })
            else { return problem }
            return InputProblem(file: file, path: path.appending(answer.key).description,
                                message: problem.message + " (the element this answer gives step \(answer.step) in place of \(answer.at))")
        }
    }

    /// `step N argument hash`: N ≥ 1, an argument without spaces, 8 lowercase hex digits.
    public static func isKey(_ key: String) -> Bool {
        let parts = key.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "step", let step = Int(parts[1]), step >= 1, String(step) == parts[1],
              !parts[2].isEmpty, parts[3].count == 8 else { return false }
        return parts[3].allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// The answer's JSON as written in the tour: `{"element": "firstCell"}`.
    public var json: String {
        "{\"\(kind.rawValue)\": \(JSONString.quoted(value))}"
    }
}

/// An answer the reading used: the step, the refusal it stood in for (`File.swift:line:column`)
/// and what it gave, so `import tutorial`, `layout --json` and the commands that draw say so.
public struct SwiftAnswerUse: Codable, Sendable, Hashable {
    public let key: String
    /// 1-based, as the images count.
    public let step: Int
    /// Where the refused value comes from: `File.swift:line:column`.
    public let at: String
    public let kind: SwiftAnswer.Kind
    public let value: String

    public init(key: String, step: Int, at: String, kind: SwiftAnswer.Kind, value: String) {
        self.key = key
        self.step = step
        self.at = at
        self.kind = kind
        self.value = value
    }

    /// `Guide.swift:4:20: note: step 2 used the tour's answer "step 2 for 5c1e0a7d": element "firstCell" in place of what the app computes there`.
    public var note: String {
        "\(at): note: step \(step) used the answer \(JSONString.quoted(key)): \(kind.rawValue) \(JSONString.quoted(value)) in place of what the app computes there"
    }
}

/// An answer the tour's captures made unneeded: the view it stood for (`at`, `File.swift:line:column`)
/// is now found in a capture, as `capturedAs` (`the captured element "carol" (Cell "Carol") of
/// xcuitest portrait`); the capture wins, and the answer is reported stale saying so.
public struct SwiftAnswerSuperseded: Codable, Sendable, Hashable {
    public let key: String
    public let at: String
    public let capturedAs: String

    public init(key: String, at: String, capturedAs: String) {
        self.key = key
        self.at = at
        self.capturedAs = capturedAs
    }
}

/// The answers a tutorial read from Swift used. Not part of what the tutorial is: a tutorial
/// read with answers equals its JSON twin, so this compares equal and hashes to nothing.
public struct SwiftAnswerUses: Sendable, Hashable {
    public internal(set) var uses: [SwiftAnswerUse] = []
    /// The answers the captures made unneeded (reported stale, saying why).
    public internal(set) var superseded: [SwiftAnswerSuperseded] = []

    public static func == (lhs: SwiftAnswerUses, rhs: SwiftAnswerUses) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

extension Tutorial {
    /// This tutorial with the answers its reading used.
    public func answered(_ uses: [SwiftAnswerUse], superseded: [SwiftAnswerSuperseded]) -> Tutorial {
        var copy = self
        copy.answers.uses = uses
        copy.answers.superseded = superseded
        return copy
    }
}
