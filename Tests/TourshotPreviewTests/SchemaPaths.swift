import Foundation
import TourshotModel
import TourshotTestSupport

/// Every property path a schema in `schema/` allows, read from the schema itself so a key added
/// there is enumerated at once: `portrait.elements.*.frame` (`*`: any key of a map, `[]`: any
/// item of an array), each with the values the schema lets it take (enums, bounded numbers,
/// colours), for tests that change every input.
struct SchemaPaths {
    struct Entry {
        let path: [String]
        /// Values of this property that the schema allows, as JSON, most distinctive first.
        let values: [JSONOutput]
        var name: String { path.joined(separator: ".") }
    }

    let entries: [Entry]

    /// The leaves: properties with no property of their own (objects are tested through theirs).
    var leaves: [Entry] {
        entries.filter { entry in !entries.contains { $0.path.count > entry.path.count && Array($0.path.prefix(entry.path.count)) == entry.path } }
    }

    init(_ name: String) throws {
        let data = try Data(contentsOf: RepositoryPaths.path("schema/\(name).schema.json"))
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        var found: [String: Entry] = [:]
        var order: [String] = []
        func resolve(_ node: [String: Any]) -> [String: Any] {
            guard let ref = node["$ref"] as? String else { return node }
            var target: Any = root
            for part in ref.dropFirst(2).split(separator: "/") { target = (target as! [String: Any])[String(part)]! }
            return resolve(target as! [String: Any]).merging(node.filter { $0.key != "$ref" }) { _, mine in mine }
        }
        func walk(_ raw: [String: Any], _ path: [String], _ seen: Set<String>) {
            if let ref = raw["$ref"] as? String, seen.contains(ref) { return }
            let seen = seen.union([raw["$ref"] as? String].compactMap { $0 })
            let node = resolve(raw)
            for key in ["oneOf", "anyOf", "allOf"] { for option in node[key] as? [[String: Any]] ?? [] { walk(option, path, seen) } }
            for (key, child) in (node["properties"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let childPath = path + [key]
                let name = childPath.joined(separator: ".")
                let values = Self.values(resolve(child as! [String: Any]), resolve: resolve)
                if let known = found[name] {
                    found[name] = Entry(path: childPath, values: known.values + values.filter { !known.values.contains($0) })
                } else {
                    found[name] = Entry(path: childPath, values: values)
                    order.append(name)
                }
                walk(child as! [String: Any], childPath, seen)
            }
            if let map = node["additionalProperties"] as? [String: Any] { walk(map, path + ["*"], seen) }
            if let items = node["items"] as? [String: Any] { walk(items, path + ["[]"], seen) }
        }
        walk(root, [], [])
        entries = order.map { found[$0]! }
    }

    /// Values the schema node allows: its enum, numbers inside its bounds, colours for a colour
    /// pattern, arrays of its items' values, and the same for each of its options.
    static func values(_ node: [String: Any], resolve: ([String: Any]) -> [String: Any]) -> [JSONOutput] {
        var out: [JSONOutput] = []
        for option in (node["anyOf"] as? [[String: Any]] ?? []) + (node["oneOf"] as? [[String: Any]] ?? []) {
            out += values(resolve(option), resolve: resolve)
        }
        if let cases = node["enum"] as? [Any] { out += cases.compactMap(json) }
        let types = (node["type"] as? String).map { [$0] } ?? (node["type"] as? [String] ?? [])
        if types.contains("boolean") { out += [.bool(true), .bool(false)] }
        if types.contains("number") || types.contains("integer") {
            let bound = { (key: String) in (node[key] as? NSNumber)?.doubleValue }
            let low = bound("minimum") ?? bound("exclusiveMinimum") ?? -.infinity
            let high = bound("maximum") ?? bound("exclusiveMaximum") ?? .infinity
            out += [0.3, 0.7, 1, 2, 3, 12, 45, 200].filter { $0 >= low && $0 <= high && (types.contains("number") || $0.rounded() == $0) }
                .map(JSONOutput.number)
        }
        if types.contains("string") && node["enum"] == nil {
            out += (node["pattern"] as? String)?.contains("0-9A-Fa-f") == true ? [.string("#FF0000"), .string("#00FF0080")] : []
        }
        if types.contains("array") {
            let items = (node["prefixItems"] as? [[String: Any]]).map { $0.map { values(resolve($0), resolve: resolve) } }
                ?? [values(resolve(node["items"] as? [String: Any] ?? [:]), resolve: resolve)]
            let count = max(items.count, node["minItems"] as? Int ?? 1)
            for pick in 0..<2 {
                let row = (0..<count).compactMap { index -> JSONOutput? in
                    let choices = items[min(index, items.count - 1)]
                    return choices.isEmpty ? nil : choices[min(pick + index, choices.count - 1)]
                }
                if row.count == count { out.append(.array(row)) }
            }
            // Free texts (tags, file names): one made-up item.
            if items.allSatisfy(\.isEmpty) { out.append(.array([.string("x")])) }
        }
        return out
    }

    /// An enum's case: the schemas' enums are texts, and a few numbers.
    static func json(_ value: Any) -> JSONOutput? {
        if let text = value as? String { return .string(text) }
        return (value as? NSNumber).map { .number($0.doubleValue) }
    }
}
