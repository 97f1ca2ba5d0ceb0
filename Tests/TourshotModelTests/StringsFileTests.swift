import Foundation
import Testing
@testable import TourshotModel

/// `Localizable.strings` files and `.lproj` folders.
struct StringsFileTests {
    static func parse(_ text: String) throws -> [String: String] {
        try StringsFileParser.parse(Array(text.utf8))
    }

    @Test func entriesCommentsAndEscapes() throws {
        let entries = try Self.parse(#"""
        /* The card's title. */
        "Welcome" = "Willkommen";
        // A line comment
        "Quote" = "Sag \"Hallo\"\nund \\ tschüss";
        "Tab\t" = "\U00e4\u00DF";
        "Emoji" = "\UD83D\UDC4B";
        bare_key = bare.value;
        "Same";
        "Welcome" = "Hallo";
        """#)
        #expect(entries["Welcome"] == "Hallo")
        #expect(entries["Quote"] == "Sag \"Hallo\"\nund \\ tschüss")
        #expect(entries["Tab\t"] == "äß")
        #expect(entries["Emoji"] == "👋")
        #expect(entries["bare_key"] == "bare.value")
        #expect(entries["Same"] == "Same")
        #expect(entries.count == 6)
    }

    @Test func utf16WithByteOrderMark() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in #""A" = "Ä";"#.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try StringsFileParser.parse(bytes) == ["A": "Ä"])
    }

    @Test(arguments: [
        ("\"A\" = \"B\"\n\"C\" = \"D\";", "expected ';' after the value of \"A\"", 1, 10),
        ("\"A\" \"B\";", "expected '=' after the key \"A\"", 1, 4),
        ("\"A\" = \"B\\q\";", "unknown escape \\q; use \\\", \\\\, \\n, \\t, \\r or \\UXXXX", 1, 9),
        ("\n  /* open", "a comment opened here is never closed with */", 2, 3),
        ("\"A\" = \"B;", "the string opened here has no closing quote", 1, 7),
        ("\"A\" = ;", "expected the value of \"A\" in double quotes, found ';'", 1, 7),
    ])
    func errorsSayWhere(_ text: String, _ message: String, _ line: Int, _ column: Int) {
        #expect(throws: StringsFileParser.Failure(message: message, line: line, column: column)) { try Self.parse(text) }
    }

    @Test func lprojFolderSkipsBaseAndNamesTheBrokenFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ locale: String, _ text: String) throws {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        try write("en", #""Next" = "Next →";"#)
        try write("de", #""Next" = "Weiter";"#)
        try write("Base", #""Next" = "Base";"#)
        let table = try StringsFolderLoader.load(folder, sourceLanguage: "en")
        #expect(table.locales == ["en", "de"])
        #expect(table.localized("Next", locale: "de") == "Weiter")
        #expect(table.localized("Next", locale: "fr") == "Next →")

        try write("fr", "\"Next\" = \"Suivant\"")
        do {
            _ = try StringsFolderLoader.load(folder, sourceLanguage: "en")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasSuffix(#"fr.lproj/Localizable.strings: expected ';' after the value of "Next" (line 1, column 19)"#))
        }
    }

    @Test func aFolderWithoutLprojIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: InputError.self) { try StringsFolderLoader.load(folder, sourceLanguage: "en") }
    }
}
