import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// Onboarding pages a factory builds in a function body: a local array, `append`,
/// `String(format:)`, `sorted` by a key the pages' values decide; and a text whose function no
/// file read declares, refused at its call. Each source here is written for the test.
@Suite("Onboarding pages built by a factory function")
struct FactoryPagesTests {
    static let read = OnboardingPageTypeTests.read
    static let problems = OnboardingPageTypeTests.problems
    static let decode = OnboardingPageTypeTests.decode

    static let factory = """
    enum Stage: Int { case greet, share, finish }
    struct Card {
        let heading: String
        let body: String
        let stage: Stage
    }
    struct CardMaker {
        func make(limit: Int) -> [Card] {
            var cards = [
                Card(heading: "Done", body: "All set.", stage: .finish),
                Card(heading: "Hello", body: String(format: "Up to %@ friends, %d%%", "3", 5), stage: .greet),
            ]
            cards.append(Card(heading: "Share", body: String(format: "No count here", "\\(limit)"), stage: .share))
            return cards.sorted { $0.stage.rawValue < $1.stage.rawValue }
        }
    }
    """

    @Test("a local array with `append`, `String(format:)` and `sorted { $0.key.rawValue < $1.key.rawValue }`")
    func factoryPages() throws {
        let (read, _) = try Self.read(Self.factory, nil)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "title": "Hello", "description": "Up to 3 friends, 5%" } },
          { "page": { "title": "Share", "description": "No count here" } },
          { "page": { "title": "Done", "description": "All set." } } ] }
        """)))
    }

    @Test("a text from a function no file read declares is refused at its call, saying so")
    func undeclaredFunction() throws {
        let problems = try Self.problems("""
        extension String {
            static var greetTitle: String {
                return Phrases.text(for: "greet.title")
            }
        }
        struct Card {
            let title: String
            let message: String
        }
        enum Cards {
            static func all() -> [Card] {
                let cards = [Card(title: .greetTitle, message: "Hi"), Card(title: "Two", message: "There")]
                return cards
            }
        }
        """)
        #expect(problems == ["Pages.swift:3:16: title: `Phrases.text(for:)` is declared in no file read (no `Phrases` is in the sources), so its value is unknown here; add the file declaring `Phrases` to the tour's \"tutorial\"; or, to preview it, answer it in the tour's \"answers\": \"step 1 title 46eaada3\": {\"text\": \"<the text this step shows>\"}"])
    }
}
