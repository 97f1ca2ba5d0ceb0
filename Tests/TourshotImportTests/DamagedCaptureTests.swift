import Foundation
import Testing
import TourshotImport
import TourshotModel

/// Captures damaged on the way — cut short, converted to another encoding, nested past the
/// limit — are refused with the file and the position, never read as what arrived.
@Suite("damaged captures")
struct DamagedCaptureTests {
    static let fixtures = ["xcuitest-quirks.txt", "xcuitest-lldb-string.txt", "appium-source.xml", "appium-source.json",
                           "idb-flat.json", "idb-nested.json", "maestro-hierarchy.json"]

    func failure(_ bytes: [UInt8], _ name: String) -> String? {
        do {
            _ = try ImportedScreen.read(bytes, file: name)
            return nil
        } catch {
            return error.description
        }
    }

    func fixture(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: ImportSupport.fixture(name))) }

    /// The review's case: an Appium page source cut at a line boundary, which was read as the
    /// elements before the cut (and with --merge --prune removed the rest).
    @Test func appiumXMLCutAtALine() throws {
        let lines = try String(decoding: fixture("appium-source.xml"), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines.prefix(12).joined(separator: "\n") + "\n"
        #expect(failure(Array(cut.utf8), "cut.xml") == "cut.xml: line 13: the file ends with <XCUIElementTypeOther> (opened on line 5) not closed, inside 3 more; it is cut short; expected an Appium page source (XML)")
        let lastTagMissing = lines.prefix(19).joined(separator: "\n")
        #expect(failure(Array(lastTagMissing.utf8), "cut.xml") == "cut.xml: line 19: the file ends with <AppiumAUT> (opened on line 2) not closed; it is cut short; expected an Appium page source (XML)")
    }

    @Test func appiumXMLWithCrossedTags() {
        let text = "<AppiumAUT>\n<XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"375\" height=\"667\">\n</AppiumAUT>\n</XCUIElementTypeApplication>"
        #expect(failure(Array(text.utf8), "crossed.xml") == "crossed.xml: line 3: </AppiumAUT> closes <XCUIElementTypeApplication>, opened on line 2; expected </XCUIElementTypeApplication>; expected an Appium page source (XML)")
    }

    /// A debugDescription cut at a line boundary inside the element tree looks complete line by
    /// line; its missing trailer sections give it away.
    @Test func xcuitestCutAtALine() throws {
        let lines = try String(decoding: fixture("xcuitest-quirks.txt"), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(failure(Array(lines.prefix(12).joined(separator: "\n").utf8), "cut.txt")
                == "cut.txt: ends at line 12 without the \"Path to element:\" section a debugDescription ends with: the file is cut short; write the whole `XCUIApplication().debugDescription` to the file")
        #expect(failure(Array(lines.prefix(19).joined(separator: "\n").utf8), "cut.txt")
                == "cut.txt: ends at line 19 without the \"Query chain:\" section a debugDescription ends with: the file is cut short; write the whole `XCUIApplication().debugDescription` to the file")
        #expect(failure(Array(lines.prefix(23).joined(separator: "\n").utf8), "cut.txt")
                == "cut.txt: ends at line 23 with the query chain's `Output: {` on line 22 not closed by `}`: the file is cut short; write the whole `XCUIApplication().debugDescription` to the file")
        #expect(failure(Array(lines.prefix(21).joined(separator: "\n").utf8), "cut.txt")
                == "cut.txt: ends at line 21 with the query chain without its `Output: { … }`: the file is cut short; write the whole `XCUIApplication().debugDescription` to the file")
    }

    @Test func jsonCapturesCutShort() throws {
        let idb = try fixture("idb-flat.json")
        #expect(failure(Array(idb.prefix(400)), "idb.json")
                == "idb.json: line 4, column 7: unexpected end of file inside a string (the file ends there: it is cut short; capture it again); expected the JSON idb, Maestro or Appium prints")
        let maestro = try fixture("maestro-hierarchy.json")
        #expect(failure(Array(maestro.dropLast(6)), "maestro.json")
                == "maestro.json: line 21, column 3: unexpected end of file; expected ',' or '}' (the file ends there: it is cut short; capture it again); expected the JSON idb, Maestro or Appium prints")
    }

    /// Every proper prefix of every fixture, cut at each line boundary and at a spread of bytes,
    /// is refused: no format reads a file cut short as a smaller screen.
    @Test(arguments: fixtures) func everyPrefixIsRefused(_ name: String) throws {
        let bytes = try fixture(name)
        let end = bytes.lastIndex { !Character(Unicode.Scalar($0)).isWhitespace }!
        let lineEnds = bytes.indices.filter { bytes[$0] == 0x0A && $0 < end }
        let spread = stride(from: 1, to: end, by: max(1, end / 97)).map { $0 }
        var accepted: [Int] = []
        for length in Set(lineEnds.map { $0 + 1 } + lineEnds + spread).sorted() where length <= end {
            if failure(Array(bytes.prefix(length)), name) == nil { accepted.append(length) }
        }
        #expect(accepted.isEmpty, "\(name) read when cut to \(accepted.prefix(10)) of \(bytes.count) bytes")
        #expect(failure(bytes, name) == nil)
    }

    /// The review's case: one Latin-1 byte made the whole capture Latin-1 (`CafÃ© crÃ¨me`).
    @Test func invalidUTF8IsRefusedAtItsByte() throws {
        var bytes = try fixture("xcuitest-quirks.txt")
        let at = try #require(bytes.firstRange(of: Array("é".utf8))).lowerBound
        bytes.replaceSubrange(at..<at + 2, with: [0xE9])
        #expect(failure(bytes, "latin1.txt") == "latin1.txt: line 11, column 72 (byte 778): 0xE9 is not UTF-8 (bytes 0xE9 0x20 0x63 0x72); a capture is read as UTF-8, as the tools write it (or UTF-16 with a byte-order mark): save it as UTF-8 or capture it again")
    }

    @Test func utf16WithItsByteOrderMarkIsRead() throws {
        let text = String(decoding: try fixture("xcuitest-quirks.txt"), as: UTF8.self)
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let expected = try ImportSupport.read("xcuitest-quirks.txt")
        #expect(try ImportedScreen.read(little, file: "le.txt") == expected)
        #expect(try ImportedScreen.read(big, file: "be.txt") == expected)
        #expect(failure(Array(little.dropLast()), "le.txt")
                == "le.txt: line 24, column 4 (byte \(little.count - 2)): a lone last byte in UTF-16 (it starts with a byte-order mark), two bytes a character: the file is cut short; a capture is read as UTF-8, as the tools write it (or UTF-16 with a byte-order mark): save it as UTF-8 or capture it again")
        // An unpaired surrogate where 'é' was.
        let at = text.utf16.firstIndex(of: 0xE9)!
        var broken = little
        let offset = 2 + 2 * text.utf16.distance(from: text.utf16.startIndex, to: at)
        broken[offset] = 0x00
        broken[offset + 1] = 0xD8
        #expect(failure(broken, "le.txt")?.hasPrefix("le.txt: line 11, column 72 (byte \(offset)): an unpaired UTF-16 surrogate;") == true)
    }

    /// An old Android dump in Latin-1 is still named for what it is.
    @Test func latin1AndroidDumpIsNamed() {
        let dump: [UInt8] = Array("<?xml version='1.0' encoding='UTF-8'?><hierarchy rotation=\"0\"><node text=\"Caf".utf8) + [0xE9] + Array("\"/></hierarchy>".utf8)
        #expect(failure(dump, "dump.xml")?.hasPrefix("dump.xml: this is an Android uiautomator dump") == true)
    }

    /// Maestro hierarchies nest deeply; past the JSON nesting limit the message says the limit.
    @Test func maestroNestedPastTheLimit() {
        var text = "{\"attributes\": {\"bounds\": \"[0,0][393,852]\"}, \"children\": ["
        for _ in 0..<40 { text += "{\"attributes\": {\"bounds\": \"[0,0][10,10]\"}, \"children\": [" }
        text += String(repeating: "]}", count: 41)
        #expect(failure(Array(text.utf8), "deep.json") == "deep.json: line 1, column 1765: JSON is nested deeper than 64 levels; expected the JSON idb, Maestro or Appium prints")
    }
}
