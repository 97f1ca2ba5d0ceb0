import Foundation
import TourshotFiles
import TourshotModel

/// A resolved value written out as text that is the same on every run and machine: every stored
/// property in declaration order, dictionaries and sets sorted, strings quoted with their length.
/// Reflection rather than a hand-written list, so a field added to the model counts at once.
///
/// Left out: where things were written (`SourcePosition`: reformatting a file moves it) and file
/// locations (`URL`: a clone elsewhere is the same input). A screenshot (`InputPath`) is written
/// as the digest of its bytes, which `screenshotDigest` gives.
struct CanonicalText {
    let screenshotDigest: (InputPath) throws -> String

    /// `omitting`: stored properties of `value` itself to leave out.
    func text(of value: Any, omitting: Set<String> = []) throws -> String {
        var out = ""
        try append(value, to: &out, omitting: omitting)
        return out
    }

    private func append(_ value: Any, to out: inout String, omitting: Set<String> = []) throws {
        switch value {
        case is SourcePosition, is URL:
            out += "_"
            return
        case let path as InputPath:
            out += "png:" + (try screenshotDigest(path))
            return
        case let text as String:
            out += "\(text.utf8.count)\"" + text + "\""
            return
        case let number as Double:
            // Shortest round-trip form: the same bits print the same everywhere.
            out += number.description
            return
        case let number as any BinaryInteger:
            out += "\(number)"
            return
        case let number as Float:
            out += number.description
            return
        case let flag as Bool:
            out += flag ? "true" : "false"
            return
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { out += "nil"; return }
            try append(wrapped, to: &out)
        case .collection:
            out += "["
            for child in mirror.children { try append(child.value, to: &out); out += "," }
            out += "]"
        case .set:
            out += "<" + (try mirror.children.map { try text(of: $0.value) }.sorted().joined(separator: ",")) + ">"
        case .dictionary:
            let pairs = try mirror.children.map { entry -> String in
                let pair = Mirror(reflecting: entry.value).children.map(\.value)
                return try text(of: pair[0]) + ":" + text(of: pair[1])
            }
            out += "{" + pairs.sorted().joined(separator: ",") + "}"
        case .enum:
            // A case without payload has no children; its description is the case name.
            guard let payload = mirror.children.first else { out += "\(type(of: value)).\(value)"; return }
            out += "\(type(of: value)).\(payload.label ?? "")("
            try append(payload.value, to: &out)
            out += ")"
        default:
            // A leaf the cases above do not name (Character, a field-less struct): its description.
            guard !mirror.children.isEmpty else { out += "\(type(of: value))(\(value))"; return }
            out += "\(type(of: value)){"
            for child in mirror.children where !omitting.contains(child.label ?? "") {
                out += (child.label ?? "") + "="
                try append(child.value, to: &out)
                out += ";"
            }
            out += "}"
        }
    }
}
