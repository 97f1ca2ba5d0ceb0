/// Xcode's pseudolanguages (the scheme's App Language menu), which show overflow and
/// mirroring without translations. Each rewrites every text of the tutorial:
///
/// - `double`: the text twice, joined by a space ("Next" → "Next Next"), as Double-Length;
/// - `accented`: every ASCII letter replaced by an accented form of the same width class
///   ("Next" → "Ñéẋţ"), as Accented, so clipped diacritics and fallback fonts show;
/// - `bounded`: the text between "[# " and " #]" ("[# Next #]"), as Bounded String, so a
///   truncated end is visible;
/// - `rtl`: the texts unchanged and the layout right to left, as Right-to-Left.
public enum Pseudolanguage: String, Sendable, Hashable, CaseIterable {
    case double, accented, bounded, rtl

    public func transform(_ text: String) -> String {
        switch self {
        case .double: text + " " + text
        case .accented: String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
        case .bounded: "[# " + text + " #]"
        case .rtl: text
        }
    }

    public func applied(to tutorial: Tutorial) -> Tutorial {
        var copy = self == .rtl ? tutorial : tutorial.mappingTexts(transform)
        if self == .rtl { copy.layoutDirection = .rightToLeft }
        return copy
    }

    /// One accented letter per ASCII letter (Latin-1 and Latin Extended-A, which every
    /// bundled font covers).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}
