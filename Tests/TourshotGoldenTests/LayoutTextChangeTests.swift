import Testing
@testable import TourshotGolden

/// The drawn texts of two layouts compared place by place: a one-letter edit of a card title
/// is named with its old and new text; moved frames and ids are not texts.
struct LayoutTextChangeTests {
    static let golden = """
        { "arrows": [ { "element": "map", "label": { "frame": [1, 2, 3, 4], "text": "Choose your aircraft" } } ],
          "card": { "buttons": [ { "frame": [0, 0, 10, 10], "title": "Skip" } ], "frame": [0, 0, 300, 120], "title": "Settings" } }
        """

    @Test func aOneLetterTitleEditIsNamed() {
        let actual = Self.golden.replacingOccurrences(of: "\"Settings\"", with: "\"Settinks\"")
        #expect(LayoutTextChange.between(golden: Self.golden, actual: actual) == [LayoutTextChange(path: "card.title", old: "Settings", new: "Settinks")])
        #expect(LayoutTextChange(path: "card.title", old: "Settings", new: "Settinks").description == #"card.title "Settings" → "Settinks""#)
    }

    @Test func labelsAndButtonsAreTextsFramesAndIdsAreNot() {
        let actual = Self.golden.replacingOccurrences(of: "aircraft", with: "airplane").replacingOccurrences(of: "Skip", with: "Later")
            .replacingOccurrences(of: "\"map\"", with: "\"chart\"").replacingOccurrences(of: "[0, 0, 300, 120]", with: "[0, 0, 300, 140]")
        #expect(LayoutTextChange.between(golden: Self.golden, actual: actual).map(\.path) == ["arrows[0].label.text", "card.buttons[0].title"])
    }

    @Test func aTextWithAQuoteOrLineBreakShowsItsEdit() {
        #expect(LayoutTextChange.quoted("a \"b\"\nc") == #""a \"b\"\nc""#)
        #expect(LayoutTextChange.between(golden: "not json", actual: Self.golden).isEmpty)
    }
}
