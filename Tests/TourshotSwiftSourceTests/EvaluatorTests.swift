import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// The evaluator through the enum-page reader: helpers called with arguments bound at the call
/// site and defaults filled in, initialisers of the app's own types, static conditions, and its
/// bound. Sources written for the test.
@Suite("The Swift evaluator")
struct EvaluatorTests {
    static let read = OnboardingPageTypeTests.read
    static let problems = OnboardingPageTypeTests.problems
    static let decode = OnboardingPageTypeTests.decode

    @Test("a helper function with a default argument, an initialiser with defaults, a static condition, interpolation of a static let")
    func helpersAndInitialisers() throws {
        let (read, _) = try Self.read("""
        enum Copy {
            static let app = "Notes"
            static let compact = false
            static func key(_ page: String, part: String = "title") -> String { "onboarding.\\(page).\\(part)" }
        }
        struct Card {
            let heading: String
            var footnote: String = "Swipe on"
            init(heading: String, footnote: String = "Swipe on") {
                self.heading = heading
                self.footnote = footnote
            }
        }
        enum Steps: CaseIterable {
            case hello, done
            var card: Card {
                switch self {
                case .hello: return Card(heading: "Welcome to \\(Copy.app)")
                case .done: return .init(heading: "Done", footnote: Copy.compact ? "Short" : "All set")
                }
            }
            var title: String { card.heading }
            var subtitle: String {
                switch self {
                case .hello: return Copy.key("hello", part: "body")
                case .done: return card.footnote
                }
            }
        }
        """, nil)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "title": "Welcome to Notes", "description": "onboarding.hello.body" } },
          { "page": { "title": "Done", "description": "All set" } } ] }
        """)))
    }

    @Test("a switch on what the app decides is refused at its subject; a getter calling itself at the evaluator's bound")
    func refusals() throws {
        #expect(try Self.problems("""
        enum Steps: CaseIterable {
            case one, two
            var title: String {
                switch UserDefaults.standard.integer(forKey: "mode") {
                case 0: return "A"
                default: return "B"
                }
            }
        }
        """) == ["Pages.swift:4:16: title: `switch UserDefaults.standard.integer(forKey: \"mode\")` depends on a value known only when the app runs; write the case to preview; or, to preview it, answer it in the tour's \"answers\": \"step 1 title c56ebaab\": {\"text\": \"<the text this step shows>\"}"])
        let looping = try Self.problems("""
        enum Steps: CaseIterable {
            case one, two
            var title: String { title }
        }
        """)
        #expect(looping.count == 1)
        #expect(looping.first?.contains("went over 48 nested references or 200000 steps (code that refers to itself?); write the value") == true)
    }
}
