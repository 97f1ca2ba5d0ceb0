import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// Onboardings whose pages the evaluator reaches: enum cases with `switch self` properties,
/// localisation wrappers, title-only pages, a `desc` body, and pages written inline in a paged
/// TabView. Each source here is written for the test (docs/swift-sources.md#the-evaluator).
@Suite("Onboarding pages read by evaluating the Swift")
struct EvaluatedPagesTests {
    static let read = OnboardingPageTypeTests.read
    static let problems = OnboardingPageTypeTests.problems
    static let decode = OnboardingPageTypeTests.decode

    @Test("a CaseIterable enum: each case a page, its texts by `switch self` (statement and expression forms, a `default`)")
    func enumPages() throws {
        let (read, notes) = try Self.read("""
        enum Intro: Int, CaseIterable {
            case hello, sync, done
            var heading: LocalizedStringKey {
                switch self {
                case .hello: return LocalizedStringKey("intro.hello")
                case .sync: return "intro.sync"
                default: return "intro.done"
                }
            }
            var message: String {
                return switch self {
                case .hello, .sync: NSLocalizedString("intro.body.\\(rawValue)", comment: "")
                case .done: "You are ready."
                }
            }
            var symbol: String { "star" }
        }
        """, nil)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "emoji": "🖼️", "title": "intro.hello", "description": "intro.body.0" } },
          { "page": { "emoji": "🖼️", "title": "intro.sync", "description": "intro.body.1" } },
          { "page": { "emoji": "🖼️", "title": "intro.done", "description": "You are ready." } } ] }
        """)))
        #expect(notes == ["Pages.swift:1:1: note: Intro's fields read as an onboarding page: `heading` → title, `message` → description, `symbol` → the placeholder glyph 🖼️ (tourshot draws no SF Symbol or app image)"])
    }

    @Test("an app's `\"key\".localize()` wrapping NSLocalizedString is the key; a list of texts is the body's lines")
    func localizeExtensionAndLines() throws {
        let (read, _) = try Self.read("""
        extension String {
            func localize() -> String { NSLocalizedString(self, comment: "") }
        }
        enum Tour: CaseIterable {
            case first, last
            var titleText: String {
                switch self {
                case .first: return "tour.first".localize()
                case .last: return "tour.last".localize()
                }
            }
            var bodyLines: [String] {
                switch self {
                case .first: return ["tour.first.1".localize()]
                case .last: return ["tour.last.1".localize(), "tour.last.2".localize()]
                }
            }
        }
        """, nil)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "title": "tour.first", "description": "tour.first.1" } },
          { "page": { "title": "tour.last", "description": "tour.last.1\\ntour.last.2" } } ] }
        """)))
    }

    @Test("`.localized` that the sources do not declare is refused at its use, naming what to add")
    func undeclaredLocalized() throws {
        #expect(try Self.problems("""
        enum Tour: CaseIterable {
            case first, last
            var title: String {
                switch self {
                case .first: return "tour.first".localized
                case .last: return "Done"
                }
            }
        }
        """) == ["Pages.swift:5:29: title: `localized` is no extension of String in the sources read, so what it makes of \"tour.first\" is not known; add the file declaring it to the tour's \"tutorial\", or write NSLocalizedString(\"tour.first\", comment: \"\"); or, to preview it, answer it in the tour's \"answers\": \"step 1 title c52c4ad8\": {\"text\": \"<the text this step shows>\"}"])
    }

    @Test("a page type with a title and no body, in a list of several; a body named `desc`")
    func titleOnlyAndDesc() throws {
        let (slides, _) = try Self.read("""
        struct Slide {
            let title: String
            let animationName: String
            static let all: [Slide] = [
                .init(title: "Find a station", animationName: "a"),
                .init(title: "Plan the route", animationName: "b"),
            ]
        }
        """, nil)
        #expect(slides == (try Self.decode("""
        { "style": "onboarding", "steps": [ { "page": { "title": "Find a station" } }, { "page": { "title": "Plan the route" } } ] }
        """)))
        let (cards, notes) = try Self.read("""
        struct OnboardingPage {
            let color: Color
            let title: String
            let desc: String
        }
        let cards = [OnboardingPage(color: .orange, title: "Drive", desc: "No licence needed.")]
        """, nil)
        #expect(cards == (try Self.decode("""
        { "style": "onboarding", "steps": [ { "page": { "title": "Drive", "description": "No licence needed.", "colors": ["#FF9500"] } } ] }
        """)))
        #expect(notes == ["Pages.swift:1:1: note: OnboardingPage's fields read as an onboarding page: `title` → title, `desc` → description, `color` → colors"])
    }

    @Test("pages written inline in a paged TabView: calls of the page view, and properties holding them")
    func inlineTabView() throws {
        let (read, _) = try Self.read("""
        struct PageView: View {
            let title: String
            let text: Text
            let art: Image
            var body: some View { Text(title) }
        }
        struct Welcome: View {
            var body: some View {
                TabView {
                    PageView(title: "Hello", text: Text("welcome.hello"), art: Image("a"))
                    second.tag(1)
                }
                .tabViewStyle(.page)
            }
            private var second: some View {
                PageView(title: "Again", text: Text("welcome.again"), art: Image("b"))
            }
        }
        """, nil)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "emoji": "🖼️", "title": "Hello", "description": "welcome.hello" } },
          { "page": { "emoji": "🖼️", "title": "Again", "description": "welcome.again" } } ] }
        """)))
    }
}
