/// The texts of an app in every language it ships: a String Catalog or a folder of
/// `*.lproj/Localizable.strings`, as one table of key → locale → value.
public struct StringTable: Sendable, Hashable {
    /// The development language: its values stand in for a locale that lacks a key.
    public let sourceLanguage: String
    /// key → locale → value.
    public let values: [String: [String: String]]
    /// The file or folder, for messages.
    public let file: String

    public init(sourceLanguage: String, values: [String: [String: String]], file: String) {
        self.sourceLanguage = sourceLanguage
        self.values = values
        self.file = file
    }

    /// Every locale with at least one value: the source language first, then by code.
    public var locales: [String] {
        let all = Set(values.values.flatMap(\.keys)).subtracting([sourceLanguage])
        return [sourceLanguage] + all.sorted()
    }

    /// `text` in `locale`, as `String(localized:)` finds it: the locale's value (else its
    /// language's, "pt" for "pt-BR"), else the source language's, else the text itself; a text
    /// that is no key stays as written.
    public func localized(_ text: String, locale: String) -> String {
        guard let byLocale = values[text] else { return text }
        for candidate in [locale, Self.language(of: locale), sourceLanguage] {
            if let value = byLocale[candidate] { return value }
        }
        return text
    }

    /// "pt" for "pt-BR" or "pt_BR"; "zh-Hant" for "zh-Hant-TW" keeps only the first part too.
    static func language(of locale: String) -> String {
        String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(locale))
    }
}
