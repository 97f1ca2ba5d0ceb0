import TourshotModel

/// Reads a capture file's text: says which format it is (or why it is none tourshot reads)
/// and parses it.
public enum CaptureReader {
    /// - Parameter format: `--from`; nil detects the format from the content.
    static func read(_ bytes: [UInt8], file: String, format: CaptureFormat?) throws(ImportFailure) -> CaptureTree {
        var text: String
        do { text = try UnicodeText.decode(bytes) } catch {
            // A kind tourshot refuses anyway is named for what it is, whatever its encoding
            // (old Android dumps are Latin-1).
            if let reason = unsupported(String(decoding: bytes, as: UTF8.self), json: nil) {
                throw ImportFailure(file: file, "\(reason); expected \(CaptureFormat.expected)")
            }
            throw ImportFailure(file: file, "\(error); a capture is read as UTF-8, as the tools write it (or UTF-16 with a byte-order mark): save it as UTF-8 or capture it again")
        }
        text = try unescapedLLDBString(text, file: file)
        let json = try parseJSON(text, file: file)
        if let reason = unsupported(text, json: json) {
            throw ImportFailure(file: file, "\(reason); expected \(CaptureFormat.expected)")
        }
        let detected = detect(text, json: json)
        if let format, let detected, format != detected {
            throw ImportFailure(file: file, "--from \(format.rawValue), but this is \(describe(detected)); pass --from \(detected.rawValue) or leave --from out")
        }
        guard let chosen = format ?? detected else {
            throw ImportFailure(file: file, "is not a capture tourshot recognises; expected \(CaptureFormat.expected) (or say which with --from)")
        }
        let nodes: [CaptureNode]
        switch chosen {
        case .xcuitest:
            nodes = try XCUITestDump.parse(text, file: file)
        case .recursiveDescription:
            nodes = try RecursiveDescription.parse(text, file: file)
        case .appium:
            if let json { nodes = try AppiumSource.parseJSON(json, file: file) } else { nodes = try AppiumSource.parseXML(text, file: file) }
        case .interfaceBuilder:
            // ScreenImport sends documents to InterfaceBuilderImport before reading captures.
            throw ImportFailure(file: file, "is an Interface Builder document: it is solved for a device by `tourshot import screen`, not read as a capture")
        case .idb, .maestro:
            guard let json else { throw ImportFailure(file: file, "--from \(chosen.rawValue) expects JSON, and this does not start with `{` or `[`") }
            nodes = try chosen == .idb ? IdbDescription.parse(json, file: file) : MaestroHierarchy.parse(json, file: file)
        }
        return CaptureTree(format: chosen, nodes: nodes)
    }

    /// The JSON formats' tree, or nil for a text or XML capture. JSON that does not parse is
    /// refused at the parser's line and column, as every other format's errors are.
    static func parseJSON(_ text: String, file: String) throws(ImportFailure) -> JSONNode? {
        let first = text.first { !$0.isWhitespace }
        guard first == "{" || first == "[", !XCUITestDump.looksLike(text) else { return nil }
        do { return try JSONParser.parse(Array(text.utf8)) } catch {
            let cut = error.atEndOfInput ? " (the file ends there: it is cut short; capture it again)" : ""
            throw ImportFailure(file: file, "line \(error.line), column \(error.column): \(error.message)\(cut); expected the JSON idb, Maestro or Appium prints")
        }
    }

    static func detect(_ text: String, json: JSONNode?) -> CaptureFormat? {
        if let json {
            if MaestroHierarchy.looksLike(json) { return .maestro }
            if IdbDescription.looksLike(json) { return .idb }
            if let fields = JSONFields(json), fields.string("type")?.hasPrefix(AppiumSource.prefix) == true { return .appium }
            return nil
        }
        if InterfaceBuilderImport.looksLike(text) { return .interfaceBuilder }
        if XCUITestDump.looksLike(text) { return .xcuitest }
        if RecursiveDescription.looksLike(text) { return .recursiveDescription }
        if text.contains("<" + AppiumSource.prefix) { return .appium }
        return nil
    }

    /// Dumps that look like a capture but cannot become a screen file, said plainly.
    static func unsupported(_ text: String, json: JSONNode?) -> String? {
        if text.contains("<hierarchy") || text.contains("class=\"android.") || text.contains("<android.") {
            return "this is an Android uiautomator dump (bounds in pixels, Android views); tourshot imports iOS captures in points"
        }
        if let json {
            if let fields = JSONFields(json), fields.has("screenshot"), !fields.array("elements").isEmpty {
                return "this is a Maestro Studio device screen (Android, bounds normalised to 0…1); capture the iOS app with `maestro hierarchy`"
            }
            if MaestroHierarchy.looksLike(json), let sign = MaestroHierarchy.androidSign(json) {
                return "this is a `maestro hierarchy` of an Android app (\(sign), pixels); capture the iOS app"
            }
        }
        return nil
    }

    static func describe(_ format: CaptureFormat) -> String {
        switch format {
        case .xcuitest: "an XCUITest debugDescription"
        case .appium: "an Appium page source"
        case .idb: "idb describe-all JSON"
        case .maestro: "a maestro hierarchy"
        case .recursiveDescription: "a UIView recursiveDescription"
        case .interfaceBuilder: "an Interface Builder document"
        }
    }

    /// `p app.debugDescription` prints the text as one string literal: `"Attributes: …\n …"`,
    /// which a file cut short lacks the closing quote of.
    static func unescapedLLDBString(_ text: String, file: String) throws(ImportFailure) -> String {
        guard !text.contains("\nElement subtree:"), text.contains("\\nElement subtree:") else { return text }
        var body = Substring(text)
        if let open = body.firstIndex(of: "\"") { body = body[body.index(after: open)...] }
        guard let close = body.lastIndex(of: "\""), body[..<close].last != "\\" else {
            throw ImportFailure(file: file, "the string lldb printed (`p app.debugDescription`) has no closing `\"`: the file is cut short; write the whole `XCUIApplication().debugDescription` to the file")
        }
        body = body[..<close]
        var out = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "\"": out.append("\"")
                case "\\": out.append("\\")  // a label's own `\'` reaches the line parser as printed
                default: out.append("\\"); out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
