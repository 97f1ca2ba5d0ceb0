import Foundation
import Testing
import TourshotModel
import TourshotTestSupport

/// String Catalogs (`.xcstrings`): lookup as `String(localized:)` does it, the default case of
/// variations, and errors naming file, JSON path and position.
struct StringCatalogTests {
    static func catalog(_ json: String) throws -> StringTable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-\(UUID().uuidString).xcstrings")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try StringCatalogDecoder.load(url)
    }

    static func failure(_ json: String) -> String {
        do { _ = try catalog(json); return "" } catch { return "\(error)" }
    }

    static let sample = """
    {
      "sourceLanguage": "en",
      "strings": {
        "Next": { "localizations": {
          "en": { "stringUnit": { "state": "translated", "value": "Next →" } },
          "de": { "stringUnit": { "state": "translated", "value": "Weiter" } },
          "pt": { "stringUnit": { "state": "translated", "value": "Próximo" } } } },
        "Skip": { "comment": "no English entry: the key is the source text",
          "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Überspringen" } } } },
        "%lld posts": { "localizations": { "de": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld Beitrag" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld Beiträge" } } } } } } },
        "Tap": { "localizations": { "ja": { "variations": { "device": {
          "iphone": { "variations": { "plural": { "other": { "stringUnit": { "state": "translated", "value": "タップ（iPhone）" } } } } },
          "other": { "variations": { "plural": {
            "one": { "stringUnit": { "state": "translated", "value": "一回" } },
            "other": { "stringUnit": { "state": "translated", "value": "タップ" } } } } } } } } } },
        "Untranslated": {}
      },
      "version": "1.0"
    }
    """

    @Test func lookupFallsBackToTheLanguageTheSourceThenTheKey() throws {
        let table = try Self.catalog(Self.sample)
        #expect(table.sourceLanguage == "en")
        #expect(table.localized("Next", locale: "de") == "Weiter")
        // "pt-BR" has no value: its language "pt" has.
        #expect(table.localized("Next", locale: "pt-BR") == "Próximo")
        // No French: the source language's value, else the key itself.
        #expect(table.localized("Next", locale: "fr") == "Next →")
        #expect(table.localized("Skip", locale: "fr") == "Skip")
        #expect(table.localized("Untranslated", locale: "de") == "Untranslated")
        // A text that is no key stays as written.
        #expect(table.localized("Hello", locale: "de") == "Hello")
        #expect(table.locales == ["en", "de", "ja", "pt"])
    }

    @Test func variationsTakeTheirOtherCaseNestedOrNot() throws {
        let table = try Self.catalog(Self.sample)
        #expect(table.localized("%lld posts", locale: "de") == "%lld Beiträge")
        // device → other → plural → other.
        #expect(table.localized("Tap", locale: "ja") == "タップ")
    }

    @Test func demoCatalog() throws {
        let table = try StringCatalogDecoder.load(RepositoryPaths.path("Fixtures/locales/Localizable.xcstrings"))
        #expect(table.locales == ["en", "ar", "de", "ja"])
        #expect(table.localized("Account", locale: "de") == "Kontoeinstellungen und Datenschutz")
        #expect(table.localized("New post", locale: "ja") == "新しい投稿")
        #expect(table.localized("Write a post from anywhere.", locale: "ja") == "Write a post from anywhere.")
    }

    @Test func aPluralWithoutOtherIsAnErrorWithItsPath() {
        let message = Self.failure("""
        {"sourceLanguage": "en", "strings": {"Posts": {"localizations": {"de": {"variations": {"plural":
          {"one": {"stringUnit": {"state": "translated", "value": "Beitrag"}}}}}}}}}
        """)
        #expect(message.hasSuffix(#": strings.Posts.localizations.de.variations.plural: plural variations have no "other" case, the one a preview shows; add it (line 2, column 3)"#))
        #expect(message.contains(".xcstrings"))
    }

    @Test func missingSourceLanguageAndWrongTypesAreReported() {
        #expect(Self.failure(#"{"strings": {}}"#).hasSuffix(#": missing required key "sourceLanguage" (line 1, column 1)"#))
        let message = Self.failure(#"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"stringUnit": {"value": 3}}}}}}"#)
        #expect(message.contains("strings.A.localizations.de.stringUnit.value: expected a string, found a number"))
    }
}
