/// Decoders for leaf values, in the `(node, path, diagnostics) -> T?` shape `ObjectReader` takes.
public enum Decode {
    public static func string(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> String? {
        guard case .string(let text) = node.value else {
            diagnostics.report(path, "expected a string, found \(node.typeDescription)", at: node)
            return nil
        }
        return text
    }

    /// A string of at most `maxLength` Unicode scalars (limits keep layout and rendering bounded).
    ///
    /// Scalars, not `Character`s: one grapheme cluster can hold any number of combining marks
    /// ("W" and seven million accents is one Character), and shaping cost follows the scalars.
    public static func text(maxLength: Int) -> (JSONNode, JSONPath, Diagnostics) -> String? {
        { node, path, diagnostics in
            guard let text = string(node, path, diagnostics) else { return nil }
            let length = text.unicodeScalars.count
            guard length <= maxLength else {
                diagnostics.report(path, "text is \(length) code points long; the limit is \(maxLength) (accents and joiners count too)", at: node)
                return nil
            }
            return text
        }
    }

    /// A non-empty identifier.
    public static func identifier(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> String? {
        guard let text = string(node, path, diagnostics) else { return nil }
        guard !text.isEmpty else {
            diagnostics.report(path, "must not be empty", at: node)
            return nil
        }
        guard text.unicodeScalars.count <= Limits.nameLength else {
            diagnostics.report(path, "identifier is longer than \(Limits.nameLength) code points", at: node)
            return nil
        }
        return text
    }

    public static func bool(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> Bool? {
        guard case .bool(let flag) = node.value else {
            diagnostics.report(path, "expected true or false, found \(node.typeDescription)", at: node)
            return nil
        }
        return flag
    }

    public static func number(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> Double? {
        guard case .number(let number) = node.value else {
            diagnostics.report(path, "expected a number, found \(node.typeDescription)", at: node)
            return nil
        }
        return number
    }

    /// A number inside `range`, with a message that states the range.
    public static func number(in range: ClosedRange<Double>, _ what: String = "value")
        -> (JSONNode, JSONPath, Diagnostics) -> Double?
    {
        { node, path, diagnostics in
            guard let value = number(node, path, diagnostics) else { return nil }
            guard range.contains(value) else {
                diagnostics.report(path, "\(what) \(format(value)) is outside \(format(range.lowerBound))…\(format(range.upperBound))", at: node)
                return nil
            }
            return value
        }
    }

    /// A whole number from 0 to `Limits.elementsPerCapture` (a cell's section or row).
    public static func count(_ what: String) -> (JSONNode, JSONPath, Diagnostics) -> Int? {
        { node, path, diagnostics in
            guard let value = number(in: 0...Double(Limits.elementsPerCapture), what)(node, path, diagnostics) else { return nil }
            guard value == value.rounded() else {
                diagnostics.report(path, "\(what) \(format(value)) is not a whole number", at: node)
                return nil
            }
            return Int(value)
        }
    }

    /// One of a fixed set of names, with a did-you-mean for near misses.
    public static func oneOf<T>(_ choices: [(String, T)]) -> (JSONNode, JSONPath, Diagnostics) -> T? {
        { node, path, diagnostics in
            guard let name = string(node, path, diagnostics) else { return nil }
            if let match = choices.first(where: { $0.0 == name }) { return match.1 }
            let names = choices.map(\.0)
            diagnostics.report(path, "unknown value \"\(name)\"\(Suggestion.phrase(for: name, in: names)) (expected one of: \(names.joined(separator: ", ")))", at: node)
            return nil
        }
    }

    /// A homogeneous array; bad elements are reported and dropped, the rest kept.
    public static func array<T>(maxCount: Int, _ element: @escaping (JSONNode, JSONPath, Diagnostics) -> T?)
        -> (JSONNode, JSONPath, Diagnostics) -> [T]?
    {
        { node, path, diagnostics in
            guard case .array(let items) = node.value else {
                diagnostics.report(path, "expected an array, found \(node.typeDescription)", at: node)
                return nil
            }
            guard items.count <= maxCount else {
                diagnostics.report(path, "has \(items.count) entries; the limit is \(maxCount)", at: node)
                return nil
            }
            return items.enumerated().compactMap { index, item in element(item, path.appending(index), diagnostics) }
        }
    }

    /// An array of exactly `count` finite numbers.
    public static func numbers(count: Int, _ shape: String) -> (JSONNode, JSONPath, Diagnostics) -> [Double]? {
        { node, path, diagnostics in
            guard case .array(let items) = node.value, items.count == count else {
                diagnostics.report(path, "expected \(shape), found \(describe(node))", at: node)
                return nil
            }
            var values: [Double] = []
            for (index, item) in items.enumerated() {
                guard case .number(let value) = item.value else {
                    diagnostics.report(path.appending(index), "expected a number, found \(item.typeDescription)", at: item)
                    return nil
                }
                values.append(value)
            }
            return values
        }
    }

    static func describe(_ node: JSONNode) -> String {
        if case .array(let items) = node.value { return "an array of \(items.count)" }
        return node.typeDescription
    }

    /// Numbers in messages without a trailing ".0".
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
