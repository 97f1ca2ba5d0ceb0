import Foundation
import Testing
@testable import TourshotModel
import TourshotSwiftSource

/// Answers in the styles `AnswerTests` leaves out (Spotlight and both onboarding forms): the key
/// a refusal names carries the step the user sees the value on, and answering it puts the text
/// on that step, not its neighbour. Each source computes its second step's text at run time.
@Suite("Answers for Spotlight and onboarding steps")
struct StepAnswerTests {
    /// The answer key in a refusal's message (`"answers": "<key>": {…}`).
    static func key(_ source: String) -> String? {
        AnswerTests.problems(source).first.flatMap { $0.split(separator: "\"answers\": \"").last?.split(separator: "\"").first }.map(String.init)
    }

    static func text(_ key: String, _ value: String) -> SwiftAnswer { SwiftAnswer(key: key, kind: .text, value: value) }

    @Test("Spotlight: the second element's computed message is answered for step 2 and shows in step 2's box")
    func spotlightMessageShowsOnItsOwnStep() throws {
        let source = """
        let tour = Spotlight(elements: [
            Spotlight.Element(key: "avatar", message: "Your profile"),
            Spotlight.Element(key: "inbox", message: greeting(for: user)),
        ])
        """
        let key = try #require(Self.key(source))
        #expect(key.hasPrefix("step 2 message "))
        let (tutorial, used) = try AnswerTests.read(source, answers: [Self.text(key, "Hi, Ada")])
        #expect(tutorial.steps.map(\.body) == ["Your profile", "Hi, Ada"])
        #expect(used.map(\.step) == [2])
    }

    @Test("onboarding pages: the second page's computed title is answered for page 2 and shows on page 2")
    func onboardingTitleShowsOnItsOwnPage() throws {
        let source = """
        struct Page { let title: String; let text: String }
        enum Intro {
            static let pages = [
                Page(title: "Welcome", text: "Hello there."),
                Page(title: greeting(for: user), text: "Keep it safe."),
            ]
        }
        """
        let key = try #require(Self.key(source))
        #expect(key.hasPrefix("step 2 title "))
        let (tutorial, used) = try AnswerTests.read(source, answers: [Self.text(key, "Hi, Ada")])
        #expect(tutorial.steps.map { $0.page?.title } == ["Welcome", "Hi, Ada"])
        #expect(used.map(\.step) == [2])
    }

    @Test("onboarding's parallel arrays: the second computed title is answered for page 2 and shows on page 2")
    func parallelArrayTitleShowsOnItsOwnPage() throws {
        let source = """
        struct IntroContent {
            static let titles = ["Welcome", greeting(for: user)]
            static let descriptions = ["Hello there.", "Keep it safe."]
        }
        """
        let key = try #require(Self.key(source))
        #expect(key.hasPrefix("step 2 titles "))
        let (tutorial, used) = try AnswerTests.read(source, answers: [Self.text(key, "Hi, Ada")])
        #expect(tutorial.steps.map { $0.page?.title } == ["Welcome", "Hi, Ada"])
        #expect(used.map(\.step) == [2])
    }
}
