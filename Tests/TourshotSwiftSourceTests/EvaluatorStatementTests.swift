import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// The evaluator's statements: a `for` over a known array, `+=`, `append(contentsOf:)` read
/// exactly; a statement it does not model, a mutating call it does not follow, a field an
/// initialiser sets in an `if`, and a `String(format:)` conversion it does not reproduce are each
/// refused at their own line, never read partly. Each source here is written for the test.
@Suite("The Swift evaluator's statements")
struct EvaluatorStatementTests {
    static let read = OnboardingPageTypeTests.read
    static let problems = OnboardingPageTypeTests.problems
    static let decode = OnboardingPageTypeTests.decode

    static func cards(_ body: String, card: String = "struct Card {\n    let heading: String\n    let body: String\n}") -> String {
        """
        \(card)
        enum Cards {
            static let titles = ["One", "Two"]
            static func all() -> [Card] {
        \(body)
            }
        }
        """
    }

    @Test("a `for` over a known array with `append`, `+=` of an array, `append(contentsOf:)`, positional `String(format:)`")
    func loopsAndAppends() throws {
        let (read, _) = try Self.read(Self.cards("""
                var cards: [Card] = []
                for title in titles {
                    cards.append(Card(heading: title, body: "About \\(title)"))
                }
                cards += [Card(heading: "Three", body: String(format: "%2$@ then %1$@, %ld%%", "first", "second", 7))]
                cards.append(contentsOf: [Card(heading: "Four", body: "d"), Card(heading: "Five", body: "e")])
                return cards
        """), nil)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "title": "One", "description": "About One" } },
          { "page": { "title": "Two", "description": "About Two" } },
          { "page": { "title": "Three", "description": "second then first, 7%" } },
          { "page": { "title": "Four", "description": "d" } },
          { "page": { "title": "Five", "description": "e" } } ] }
        """)))
    }

    @Test("a `while` loop building the pages is refused at its line, not read as the empty array")
    func whileLoop() throws {
        #expect(try Self.problems(Self.cards("""
                var cards: [Card] = []
                while cards.count < 2 {
                    cards.append(Card(heading: "A", body: "B"))
                }
                return cards
        """)) == ["WHILE"])
    }

    @Test("`insert` on the local array makes it unknown at that call")
    func insertCall() throws {
        #expect(try Self.problems(Self.cards("""
                var cards = [Card(heading: "A", body: "B")]
                cards.insert(Card(heading: "C", body: "D"), at: 0)
                return cards
        """)) == ["INSERT"])
    }

    @Test("a `for` loop over what the app decides is refused at the loop")
    func unknownLoop() throws {
        #expect(try Self.problems(Self.cards("""
                var cards: [Card] = []
                for title in UserDefaults.standard.stringArray(forKey: "t") ?? [] {
                    cards.append(Card(heading: title, body: "B"))
                }
                return cards
        """)) == ["FORUNKNOWN"])
    }

    @Test("a field an initialiser sets inside an `if` is refused at the `if`")
    func initialiserIf() throws {
        #expect(try Self.problems(Self.cards("""
                return [Card(heading: "A", short: true)]
        """, card: """
        struct Card {
            let heading: String
            let body: String
            init(heading: String, short: Bool) {
                self.heading = heading
                if short {
                    self.body = "S"
                } else {
                    self.body = "Long"
                }
            }
        }
        """)) == ["INITIF"])
    }

    @Test("`String(format:)` with a precision, a hexadecimal, or `%d` of a fraction is refused at the call")
    func formatRefusals() throws {
        for (format, value) in [("%.2f", "2.5"), ("%x", "255"), ("%d", "2.7"), ("%05d", "3")] {
            let problems = try Self.problems(Self.cards("""
                    return [Card(heading: "A", body: String(format: "\(format) left", \(value)))]
            """))
            #expect(problems == ["FORMAT \(format)"])
        }
    }
}
