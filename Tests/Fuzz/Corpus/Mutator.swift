import Foundation
import TourshotTestSupport

/// Byte-level and JSON-aware mutations of input files.
enum Mutator {
    /// Values that break assumptions: extremes, wrong types, odd text.
    /// JSON texts of the values, parsed when used (`Any` values cannot be shared constants).
    static let hostileValues: [String] = [
        "0", "-1", "1e308", "-1e308", "1e-300", "9007199254740993", "8193", "100000", "1000000", "0.5", "-0.0",
        "\"\"", "\" \"", "\"\\n\"", "\"" + String(repeating: "W", count: 2500) + "\"", "\"中文 👋🏽 \\u202Ertl\"",
        "\"../../etc/passwd\"", "\"/dev/zero\"", "\"#GGGGGG\"", "\"alongTop\"", "true", "false", "null", "[]", "{}",
        "[0, 0, -5, 10]", "[1e308, 1e308, 1e308, 1e308]", "{\"alongTop\": 2}", "{\"alongLeading\": 0.5}", "[1, 1, 1, 1, 1]",
    ]

    static func hostileValue(using rng: inout SeededGenerator) -> Any {
        let text = hostileValues[Int.random(in: 0..<hostileValues.count, using: &rng)]
        return try! JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    static func mutateBytes(_ bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return [UInt8.random(in: 0...255, using: &rng)] }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:  // flip a few bits
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let index = Int.random(in: 0..<bytes.count, using: &rng)
                bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &rng)
            }
        case 1:  // truncate
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
        case 2:  // delete a range
            let start = Int.random(in: 0..<bytes.count, using: &rng)
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &rng))
            bytes.removeSubrange(start..<end)
        case 3:  // duplicate a range
            let start = Int.random(in: 0..<bytes.count, using: &rng)
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &rng))
            bytes.insert(contentsOf: bytes[start..<end], at: Int.random(in: 0...bytes.count, using: &rng))
        case 4:  // insert JSON punctuation
            let tokens: [String] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "-", "1e999", "null", "NaN", "\u{0}"]
            let token = Array(tokens[Int.random(in: 0..<tokens.count, using: &rng)].utf8)
            bytes.insert(contentsOf: token, at: Int.random(in: 0...bytes.count, using: &rng))
        default:  // overwrite with random bytes
            let start = Int.random(in: 0..<bytes.count, using: &rng)
            for index in start..<min(bytes.count, start + Int.random(in: 1...16, using: &rng)) {
                bytes[index] = UInt8.random(in: 0...255, using: &rng)
            }
        }
        return bytes
    }

    /// Replaces, removes or renames one value somewhere in a JSON document.
    static func mutateJSON(_ bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else { return bytes }
        let mutated = mutate(root, depth: 0, using: &rng)
        guard JSONSerialization.isValidJSONObject(mutated) || mutated is String || mutated is NSNumber,
              let data = try? JSONSerialization.data(withJSONObject: mutated, options: [.sortedKeys, .fragmentsAllowed])
        else { return bytes }
        return [UInt8](data)
    }

    /// Nudges one number anywhere in a JSON document: structure stays valid, so the mutation
    /// reaches layout with unusual geometry instead of stopping at validation.
    static func nudgeNumber(_ bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else { return bytes }
        var count = 0
        countNumbers(root, &count)
        guard count > 0 else { return bytes }
        var target = Int.random(in: 0..<count, using: &rng)
        let nudged = replacingNumber(root, &target, using: &rng)
        guard let data = try? JSONSerialization.data(withJSONObject: nudged, options: [.sortedKeys, .fragmentsAllowed]) else { return bytes }
        return [UInt8](data)
    }

    private static func isNumber(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) != "c"  // booleans are NSNumbers of type char
    }

    private static func countNumbers(_ value: Any, _ count: inout Int) {
        if let object = value as? [String: Any] { for key in object.keys.sorted() { countNumbers(object[key]!, &count) } }
        else if let array = value as? [Any] { for item in array { countNumbers(item, &count) } }
        else if isNumber(value) { count += 1 }
    }

    private static func replacingNumber(_ value: Any, _ target: inout Int, using rng: inout SeededGenerator) -> Any {
        if var object = value as? [String: Any] {
            for key in object.keys.sorted() { object[key] = replacingNumber(object[key]!, &target, using: &rng) }
            return object
        }
        if let array = value as? [Any] { return array.map { replacingNumber($0, &target, using: &rng) } }
        guard isNumber(value) else { return value }
        defer { target -= 1 }
        guard target == 0 else { return value }
        let x = (value as! NSNumber).doubleValue
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return x + Double(Int.random(in: -60...60, using: &rng))
        case 1: return x * 2
        case 2: return -x
        case 3: return x / 3
        default: return Double(Int.random(in: 0...1000, using: &rng))
        }
    }

    private static func mutate(_ value: Any, depth: Int, using rng: inout SeededGenerator) -> Any {
        let descend = depth < 12 && Int.random(in: 0..<4, using: &rng) != 0
        if var object = value as? [String: Any], !object.isEmpty, descend {
            let keys = object.keys.sorted()
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: object[key] = nil
            case 1: object[key + "x"] = object.removeValue(forKey: key)
            default: object[key] = mutate(object[key]!, depth: depth + 1, using: &rng)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty, descend {
            let index = Int.random(in: 0..<array.count, using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: array.remove(at: index)
            case 1: array.append(array[index])
            default: array[index] = mutate(array[index], depth: depth + 1, using: &rng)
            }
            return array
        }
        // Numbers are mostly nudged (often still valid, so layout sees odd geometry), else replaced.
        if isNumber(value), let number = value as? NSNumber, Int.random(in: 0..<3, using: &rng) != 0 {
            let x = number.doubleValue
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return x + Double(Int.random(in: -60...60, using: &rng))
            case 1: return x * 2
            case 2: return -x
            case 3: return x / 3
            default: return Double(Int.random(in: 0...1000, using: &rng))
            }
        }
        return hostileValue(using: &rng)
    }
}
