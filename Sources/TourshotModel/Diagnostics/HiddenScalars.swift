/// The characters no text tourshot shows may carry raw, and how they are shown instead.
///
/// Names and messages come from input files; an element id can hold anything. A line break in
/// it would start a new line of a CI log (a GitHub workflow command, `::error::…`), and a bidi
/// control (U+202E RIGHT-TO-LEFT OVERRIDE, U+2067 RIGHT-TO-LEFT ISOLATE: "Trojan Source",
/// CVE-2021-42574) would reorder what a reader sees in a terminal, a report page or junit.xml.
/// Each output's one escaper (the terminal's `TerminalText`, the markup's `MarkupText`) shows
/// them as `\u{202E}` instead.
public enum HiddenScalars {
    /// Invisible format characters that reorder or hide text: the bidi embeddings, overrides,
    /// isolates and marks, zero-width space and word joiner, the invisible operators, the
    /// deprecated format controls, the byte-order mark and the interlinear annotation marks.
    /// ZERO WIDTH (NON-)JOINER (U+200C, U+200D) are left: emoji sequences and Persian and Indic
    /// words need them, and they move nothing.
    public static func isFormatControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
            true
        default:
            false
        }
    }

    /// Every line break Unicode knows besides LF and CR (which are C0 controls): NEL, LINE
    /// SEPARATOR, PARAGRAPH SEPARATOR.
    public static func isOtherLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `\u{202E}`: Swift's notation, plain ASCII, the code point in upper-case hex.
    public static func shown(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
