import Foundation
import TourshotModel

/// The one escaper of every HTML and XML page tourshot writes (the check report, the review
/// page, junit.xml): text and quoted attribute values alike.
public enum MarkupText {
    /// Escapes `& < > " '`, drops the control characters XML 1.0 forbids and shows the bidi and
    /// invisible format controls as `\u{202E}` (`HiddenScalars`): a name cannot reorder what the
    /// page or a CI system's junit view shows.
    ///
    /// It works Unicode scalar by scalar, never by `Character`: a grapheme cluster can hold a
    /// markup character after a prepended or combining scalar (U+0600 followed by `<` is one
    /// `Character`, which is not equal to `"<"`), and a browser's parser sees the bare `<`.
    public static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            case "\n", "\t", "\r": out.append(scalar)
            case let s where s.value < 0x20 || s.value == 0xFFFE || s.value == 0xFFFF: continue
            case let s where HiddenScalars.isFormatControl(s): out.append(contentsOf: HiddenScalars.shown(s).unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// A relative file path as a URL path: each segment percent-encoded, so names with spaces
    /// or `#` still load from `file://`.
    static func href(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(.init(charactersIn: "/?#"))) ?? String(segment)
        }.joined(separator: "/")
    }
}
