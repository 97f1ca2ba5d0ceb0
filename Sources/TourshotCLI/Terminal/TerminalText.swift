import TourshotModel

/// The one escaper of what tourshot prints on standard output and standard error: `Console`
/// passes every line through it. Names and messages carry text from input files; a line break
/// there would start a line of the reader's choosing in a CI log (`::error::…` is a GitHub
/// workflow command on either stream), an ESC would drive the terminal, a bidi control would
/// reorder the line. Each is shown instead: `\n`, `\r`, `\u{1B}`, `\u{202E}` (`HiddenScalars`).
enum TerminalText {
    /// `text` as one line of plain text; tabs are kept, everything else is shown as it is.
    static func line(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": out.append(scalar)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || HiddenScalars.isOtherLineBreak(scalar) || HiddenScalars.isFormatControl(scalar):
                out.append(contentsOf: HiddenScalars.shown(scalar).unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
