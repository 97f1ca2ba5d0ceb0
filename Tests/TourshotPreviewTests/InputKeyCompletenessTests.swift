import Foundation
import Testing
import TourshotModel
import TourshotPreview
import TourshotTestSupport

/// Every property the screen, tutorial and project schemas allow, enumerated from `schema/`,
/// changed in a copy of the demo: some image's input key must change, or `check` would pass an
/// image it did not draw. A property the demo does not use is added where its parent is. So a
/// key added to a schema is tested at once, and fails here until it reaches the key (or is
/// listed below with the reason it decides no picture).
@Suite("input keys cover every schema property")
struct InputKeyCompletenessTests {
    typealias Copy = InputKeyTests.Copy

    /// Properties that decide no picture of a JSON tutorial's tour, with why.
    static let decideNoPicture: [String: String] = [
        "$schema": "the schema editors check against; tourshot ignores it",
        "fonts": "font folders count through the font files found in them, in the renderer lines",
        "textFont.family": "counts through the font files in the renderer lines; the demo has no face of its own to name",
        "textFont.files": "counts through the font files in the renderer lines; the demo has no face of its own to name",
        "goldens": "where goldens are kept: a moved folder keeps its keys",
        "output": "where render writes: a moved folder keeps its keys",
        "tours.[].tutorial": "a file's location: its contents are keyed, and a moved file keeps its keys",
        "tours.[].strings": "a file's location: its texts are keyed (InputKeyTests.stringsAndVariantsChangeTheirImagesKeys)",
        "tours.[].provider": "Swift sources only: which tutorial the reader reads; its steps are keyed",
        "tours.[].answers.*.element": "Swift sources only: folded into the steps the reader makes, which are keyed",
        "tours.[].answers.*.text": "Swift sources only: folded into the steps the reader makes, which are keyed",
        "tours.[].theme": "Swift sources only: becomes the read tutorial's theme, which is keyed",
        "tours.[].triggers": "Swift sources only: becomes the read tutorial's triggers, which are keyed",
    ]

    static let everything = ImageSelection(defaults: .everything)

    /// The files of one kind the demo's tours draw (tourshot.json names them).
    static func files(_ kind: String, copy: Copy) throws -> [String] {
        if kind == "project" { return ["tourshot.json"] }
        let project = try copy.json("tourshot.json")
        let named = instances(project, ["tours", "[]", kind == "screen" ? "screens" : "tutorial"]).flatMap { path -> [JSONOutput] in
            let value = InputKeyTests.get(project, path[...])
            if case .array(let items) = value { return items }
            return [value]
        }
        return Set(named.compactMap { if case .string(let file) = $0, file.hasSuffix(".\(kind).json") { file } else { nil } }).sorted()
    }

    /// The concrete paths in `value` matching `pattern` (`*` any key, `[]` any index).
    static func instances(_ value: JSONOutput, _ pattern: ArraySlice<String>, _ path: [Any] = []) -> [[Any]] {
        guard let first = pattern.first else { return [path] }
        switch value {
        case .object(let members):
            return members.filter { first == "*" || $0.0 == first }.flatMap { instances($0.1, pattern.dropFirst(), path + [$0.0]) }
        case .array(let items) where first == "[]":
            return items.indices.flatMap { instances(items[$0], pattern.dropFirst(), path + [$0]) }
        default:
            return []
        }
    }

    /// `value` with `key` set to `new` (nil: taken out) in the object at `path` (a value there
    /// that is not an object, such as an anchor's name, becomes one holding only `key`).
    static func put(_ value: JSONOutput, _ path: ArraySlice<Any>, _ key: String, _ new: JSONOutput?) -> JSONOutput {
        guard let first = path.first else {
            guard case .object(let members) = value else { return new.map { .object([(key, $0)]) } ?? value }
            return .object(members.filter { $0.0 != key } + (new.map { [(key, $0)] } ?? []))
        }
        switch value {
        case .object(let members):
            return .object(members.map { $0.0 == first as? String ? ($0.0, put($0.1, path.dropFirst(), key, new)) : $0 })
        case .array(var items):
            items[first as! Int] = put(items[first as! Int], path.dropFirst(), key, new)
            return .array(items)
        default:
            return value
        }
    }

    enum Outcome: Equatable {
        case changesTheKey
        /// Where a value loaded and no key changed.
        case keepsTheKey(String)
        case noValueLoads
    }

    /// Values to try in place of `old`: `InputKeyTests.replacements` for a leaf; an array with
    /// its first item changed, its last dropped or repeated; an object with its first value changed
    /// or repeated under another key.
    static func variants(_ old: JSONOutput, words: [JSONOutput]) -> [JSONOutput] {
        switch old {
        case .array(let items):
            guard let first = items.first else { return [] }
            return variants(first, words: words).prefix(4).map { .array([$0] + items.dropFirst()) }
                + (items.count > 1 ? [.array(Array(items.dropLast()))] : []) + [.array(items + [items[items.count - 1]])]
        case .object(let members):
            guard let first = members.first else { return [] }
            return variants(first.1, words: words).prefix(4).map { .object([(first.0, $0)] + members.dropFirst()) }
                + [.object(members + [(first.0 + "x", first.1)])]
        case .string: return InputKeyTests.replacements(old) + words
        default: return InputKeyTests.replacements(old)
        }
    }

    /// Every key and text in `value`: the element ids and names a string may have to be.
    static func keys(_ value: JSONOutput) -> [String] {
        switch value {
        case .object(let members): members.map(\.0) + members.flatMap { keys($0.1) }
        case .array(let items): items.flatMap(keys)
        case .string(let text): [text]
        default: []
        }
    }

    /// `value` holding only `new` under the named keys `path` (an absent parent made whole).
    static func nested(_ path: ArraySlice<String>, _ new: JSONOutput) -> JSONOutput {
        guard let first = path.first else { return new }
        return .object([(first, nested(path.dropFirst(), new))])
    }

    /// Changes `entry` in the first files and places that take a value of it, trying the value
    /// there changed and the schema's values, until the project loads with one that changes a
    /// key. A property the demo leaves out goes into the nearest object that may hold it.
    static func change(_ entry: SchemaPaths.Entry, in files: [String], copy: Copy, baseline: [String: String]) throws -> Outcome {
        var outcome = Outcome.noValueLoads
        for file in files {
            let original = try copy.json(file)
            defer { try? copy.write(file, json: original) }
            let words = Array(Set(keys(original))).sorted().map(JSONOutput.string)
            // (the object's place, the named keys below it, the value there now)
            var edits: [(at: [Any], keys: [String], old: JSONOutput?)] = instances(original, entry.path[...]).prefix(2).map {
                (Array($0.dropLast()), [entry.path.last!], InputKeyTests.get(original, $0[...]))
            }
            var depth = 1
            while edits.isEmpty, depth < entry.path.count, !["*", "[]"].contains(entry.path[entry.path.count - depth]) {
                let named = Array(entry.path.suffix(depth))
                edits = instances(original, entry.path.dropLast(depth)[...]).prefix(2).map { ($0, named, nil) }
                depth += 1
            }
            if edits.isEmpty, entry.path.count == depth, !["*", "[]"].contains(entry.path[0]) { edits = [([], entry.path, nil)] }
            for edit in edits {
                let candidates = entry.values + (edit.old.map { variants($0, words: words) } ?? [])
                    + (edit.old == nil && entry.values.isEmpty ? InputKeyTests.replacements(.string("")) + words : [])
                // Last, a property that is there taken out (a value naming the one thing it can name).
                let tries: [(value: String, json: JSONOutput)] = candidates.filter { $0 != edit.old }.prefix(30).map {
                    ($0.serialized(), put(original, edit.at[...], edit.keys[0], nested(edit.keys.dropFirst(), $0)))
                } + (edit.old == nil ? [] : [("taken out", put(original, edit.at[...], edit.keys[0], nil))])
                for (value, changed) in tries {
                    try copy.write(file, json: changed)
                    guard let keys = copy.keys(everything) else { continue }
                    if keys != baseline { return .changesTheKey }
                    outcome = .keepsTheKey("\(file) \(edit.at.map { "\($0)" }.joined(separator: ".")).\(edit.keys.joined(separator: ".")) = \(value)")
                }
            }
        }
        return outcome
    }

    @Test(arguments: ["screen", "tutorial", "project"])
    func everySchemaPropertyReachesTheInputKey(_ kind: String) throws {
        let copy = try Copy()
        let baseline = try #require(copy.keys(Self.everything))
        let files = try Self.files(kind, copy: copy)
        #expect(!files.isEmpty)
        let leaves = try SchemaPaths(kind).leaves
        #expect(leaves.count > 20)
        var outcomes: [String: Outcome] = [:]
        for entry in leaves where Self.decideNoPicture[entry.name] == nil {
            outcomes[entry.name] = try Self.change(entry, in: files, copy: copy, baseline: baseline)
        }
        let problems = outcomes.sorted { $0.key < $1.key }.compactMap { name, outcome -> String? in
            switch outcome {
            case .changesTheKey: return nil
            case .keepsTheKey(let place): return "\(name): changed (\(place)), and no image's input key changed"
            // Both orientations are one definition (`capture`), decoded and keyed by the same code:
            // a table's row the demo has only upright is tested there.
            case .noValueLoads where name.hasPrefix("landscape.") && outcomes["portrait." + name.dropFirst(10)] == .changesTheKey:
                return nil
            case .noValueLoads: return "\(name): no value the schema allows loads in the demo; give it one here"
            }
        }
        #expect(problems == [], "\(kind) schema")
        #expect(copy.keys(Self.everything) == baseline)
    }
}
