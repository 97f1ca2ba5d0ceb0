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
                cards += [Card(heading: "Three", body: String(format: "%2$@ then %1$@, %3$ld%%", "first", "second", 7))]
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
        let problems = try Self.problems(Self.cards("""
                var cards: [Card] = []
                while cards.count < 2 {
                    cards.append(Card(heading: "A", body: "B"))
                }
                return cards
        """))
        #expect(problems == ["Pages.swift:9:9: pages: a `while` statement (`while cards.count < 2 {`) builds this value when the app runs; tourshot reads locals, `if`, `switch`, `for` over a known array, `append` and `return` only; write the value"])
    }

    @Test("`insert` on the local array makes it unknown at that call")
    func insertCall() throws {
        let problems = try Self.problems(Self.cards("""
                var cards = [Card(heading: "A", body: "B")]
                cards.insert(Card(heading: "C", body: "D"), at: 0)
                return cards
        """))
        #expect(problems == ["Pages.swift:9:9: pages: `cards.insert(Card(heading: \"C\", body: \"D\"), at: 0)` changes `cards` when the app runs, in a way tourshot does not follow (only `append(_:)` and `append(contentsOf:)` of an array); write the value"])
    }

    @Test("a `for` loop over what the app decides is refused at the loop")
    func unknownLoop() throws {
        let problems = try Self.problems(Self.cards("""
                var cards: [Card] = []
                for title in UserDefaults.standard.stringArray(forKey: "t") ?? [] {
                    cards.append(Card(heading: title, body: "B"))
                }
                return cards
        """))
        #expect(problems == ["Pages.swift:9:9: pages: a `for` loop over `UserDefaults.standard.stringArray(forKey: \"t\") ?? []`, which the sources do not decide, builds this value when the app runs; write the value"])
    }

    @Test("a field an initialiser sets inside an `if` is refused at the `if`, not read from the plain assignments around it")
    func initialiserIf() throws {
        let problems = try Self.problems("""
        struct Copy {
            let text: String
            init(short: Bool) {
                if short {
                    self.text = "S"
                } else {
                    self.text = "Long"
                }
            }
        }
        """ + "\n" + Self.cards("""
                return [Card(heading: "A", body: Copy(short: true).text)]
        """))
        #expect(problems == ["Pages.swift:4:9: body: `text` is set by the `if` statement of Copy's initialiser, which tourshot does not run; write the value; or, to preview it, answer it in the tour's \"answers\": \"step 1 body 54ff6eae\": {\"text\": \"<the text this step shows>\"}"])
    }

    @Test("`String(format:)` with a precision, a hexadecimal, or `%d` of a fraction is refused at the call")
    func formatRefusals() throws {
        let expected = [
            ("%.2f", "2.5", "has the conversion `%.2f`, whose printing (width, precision, base, flags) tourshot does not reproduce", "9cfa8cf2"),
            ("%x", "255", "has the conversion `%x`, whose printing (width, precision, base, flags) tourshot does not reproduce", "4d6368cf"),
            ("%d", "2.7", "formats 2.7, which is not a whole number, with `%d`", "cf8ac295"),
            ("%05d", "3", "has the conversion `%05d`, whose printing (width, precision, base, flags) tourshot does not reproduce", "ef61fb28"),
        ]
        for (format, value, why, key) in expected {
            let problems = try Self.problems(Self.cards("""
                    return [Card(heading: "A", body: String(format: "\(format) left", \(value)))]
            """))
            #expect(problems == ["Pages.swift:8:42: body: `String(format: \"\(format) left\")` \(why); tourshot formats only `%@`, `%d`, `%i`, `%ld` and `%%` (also numbered, `%1$@`); write the text; or, to preview it, answer it in the tour's \"answers\": \"step 1 body \(key)\": {\"text\": \"<the text this step shows>\"}"])
        }
    }

    @Test("an interpolation in a multi-line string is refused, not decoded as a single-line one")
    func multilineInterpolation() throws {
        let problems = try Self.problems(Self.cards("""
                let name = "Notes"
                return [Card(heading: "A", body: \"\"\"
                    Hello \\(name)
                    again
                    \"\"\")]
        """))
        #expect(problems == ["Pages.swift:9:42: body: multi-line and raw strings are read without interpolation only; write the constant's text or use a single-line string; or, to preview it, answer it in the tour's \"answers\": \"step 1 body 4ccf36f7\": {\"text\": \"<the text this step shows>\"}"])
    }

    @Test("a `#if` in a body is refused, not skipped; `break` ending a switch case is read")
    func compileConditionAndBreak() throws {
        let problems = try Self.problems(Self.cards("""
                var cards = [Card(heading: "A", body: "B")]
                #if DEBUG
                cards.append(Card(heading: "Debug", body: "Only in debug"))
                #endif
                return cards
        """))
        #expect(problems == ["Pages.swift:9:9: pages: a `#if` statement (`#if DEBUG`) decides this value by how the app is built; tourshot reads locals, `if`, `switch`, `for` over a known array, `append` and `return` only; write the value"])
        let (read, _) = try Self.read(Self.cards("""
                var cards = [Card(heading: "A", body: "B")]
                switch titles.count {
                case 2: cards.append(Card(heading: "Two", body: "C"))
                default: break
                }
                return cards
        """), nil)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "title": "A", "description": "B" } },
          { "page": { "title": "Two", "description": "C" } } ] }
        """)))
    }
}
