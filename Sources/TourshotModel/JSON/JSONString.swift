/// The one JSON string escaper: every JSON tourshot writes (layout JSON, imported screen files,
/// tutorials read from Swift) quotes its strings here, so they agree byte for byte.
public enum JSONString {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else (non-ASCII included) kept as it is.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
