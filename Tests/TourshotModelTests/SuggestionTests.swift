import Testing
import TourshotModel

/// "Did you mean …?" for misspelt ids, keys and values.
struct SuggestionTests {
    static let elements = ["mapView", "speedButton", "windButton", "settingsButton", "aircraftPicker"]
    static let arrowKeys = ["element", "anchor", "anchorH", "fromAnchor", "length", "angle", "bend", "bendStrength"]

    @Test(arguments: [
        ("speedButon", elements, "speedButton"),
        ("setingsButton", elements, "settingsButton"),
        ("aircraftPiker", elements, "aircraftPicker"),
        ("anchr", arrowKeys, "anchor"),
        ("elment", arrowKeys, "element"),
        ("lenght", arrowKeys, "length"),
        ("topTraling", ["top", "topLeading", "topTrailing", "bottomTrailing"], "topTrailing"),
    ])
    func closestMatch(_ word: String, _ candidates: [String], _ expected: String) {
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    @Test(arguments: ["SPEEDBUTTON", "speedbutton", "SpeedButon"])
    func caseInsensitive(_ word: String) {
        #expect(Suggestion.closest(to: word, in: Self.elements) == "speedButton")
    }

    @Test(arguments: ["compass", "xyz", "q", "buttonSpeed", "aircraft"])
    func noSuggestionForFarWords(_ word: String) {
        #expect(Suggestion.closest(to: word, in: Self.elements) == nil)
    }

    @Test func shortWordsAllowOnlyOneEdit() {
        #expect(Suggestion.closest(to: "pot", in: ["top"]) == nil)
        #expect(Suggestion.closest(to: "tip", in: ["top"]) == "top")
        #expect(Suggestion.closest(to: "to", in: ["top"]) == "top")
        #expect(Suggestion.closest(to: "hig", in: ["low", "medium", "high"]) == "high")
    }

    /// Swapped neighbours are the commonest typo and count as a single edit.
    @Test(arguments: [("titel", "title"), ("tpo", "top"), ("hgih", "high"), ("ancohr", "anchor"), ("bned", "bend")])
    func transposedLettersCountAsOneEdit(_ word: String, _ expected: String) {
        let candidates = ["title", "top", "high", "low", "anchor", "bend", "body"]
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    @Test func noCandidatesNoSuggestion() {
        #expect(Suggestion.closest(to: "anything", in: [String]()) == nil)
        #expect(Suggestion.phrase(for: "anything", in: [String]()) == "")
    }

    @Test func tiesGoToTheAlphabeticallyFirstCandidate() {
        #expect(Suggestion.closest(to: "cat", in: ["hat", "bat"]) == "bat")
        #expect(Suggestion.closest(to: "cat", in: Set(["hat", "bat", "rat"])) == "bat")
    }

    @Test func phrase() {
        #expect(Suggestion.phrase(for: "speedButon", in: Self.elements) == "; did you mean \"speedButton\"?")
        #expect(Suggestion.phrase(for: "compass", in: Self.elements) == "")
    }
}
