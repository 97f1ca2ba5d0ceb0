/// swift-argument-parser's "Error: Unknown option '--stpe'" in tourshot's one style,
/// "error: unknown option '--stpe'", so every failure reads (and greps) the same.
enum UsageMessage {
    /// The message without its "Error: " prefix, its first letter lowercased (only when the
    /// second is lowercase too, so "URL…" stays as written).
    static func body(_ parserMessage: String) -> String {
        guard parserMessage.hasPrefix("Error: ") else { return parserMessage }
        let body = parserMessage.dropFirst("Error: ".count)
        guard let first = body.first, first.isUppercase, body.dropFirst().first?.isLowercase == true else { return String(body) }
        return first.lowercased() + body.dropFirst()
    }
}
