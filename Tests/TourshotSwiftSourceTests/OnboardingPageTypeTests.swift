import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// Paged onboardings as apps write them: a page type of the app's own, its fields found by name
/// and type, its pages in an array held wherever the app holds it.
@Suite("Onboarding pages of an app-declared type")
struct OnboardingPageTypeTests {
    /// The tutorial and the notes read from `source` (one file, `Pages.swift`).
    static func read(_ source: String, provider: String? = nil) throws -> (Tutorial, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Pages.swift")
        try Data(source.utf8).write(to: file)
        let result = try SwiftTutorialReader().read([file], provider: provider)
        let notes = result.warnings.map { ($0 as NSString).lastPathComponent }
        return (try TutorialFileDecoder.decode(result.json, file: result.file), notes)
    }

    static func problems(_ source: String) throws -> [String] {
        do {
            _ = try read(source)
            return []
        } catch let error as InputError {
            return error.problems.map { "\(($0.file as NSString).lastPathComponent): \($0.path): \($0.message)" }
        }
    }

    static func decode(_ json: String) throws -> Tutorial {
        try TutorialFileDecoder.decode(try JSONParser.parse(Array(json.utf8)), file: "t.json")
    }

    @Test("a typed `let pages: [Page]` of `.init(…)`: icon, subtitle, a SwiftUI colour; the note says which field went where")
    func typedInit() throws {
        let (read, notes) = try Self.read("""
        struct OnboardingPage: Identifiable {
            let id = UUID()
            let icon: String
            let title: String
            let subtitle: String
            let color: Color
        }
        final class OnboardingModel {
            let pages: [OnboardingPage] = [
                .init(icon: "star", title: "Welcome", subtitle: "Start here.", color: .blue),
                .init(icon: "heart.fill", title: "Stay close", subtitle: "Share your day.", color: Color(red: 1, green: 0.2, blue: 0.4)),
            ]
        }
        """)
        let twin = try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "emoji": "🖼️", "title": "Welcome", "description": "Start here.", "colors": ["#007AFF"] } },
          { "page": { "emoji": "🖼️", "title": "Stay close", "description": "Share your day.", "colors": ["#FF3366"] } } ] }
        """)
        #expect(read == twin)
        #expect(notes == ["Pages.swift:1:1: note: OnboardingPage's fields read as an onboarding page: `title` → title, `subtitle` → description, `icon` → the placeholder glyph 🖼️ (tourshot draws no SF Symbol or app image), `color` → colors; not drawn: `id`"])
    }

    @Test("an untyped global `let` of `Page(…)`, hex-string colours and a gradient list, a background colour before an icon colour")
    func globalHexGradient() throws {
        let (read, notes) = try Self.read("""
        struct Slide {
            let imageName: String
            let title: String
            let description: String
            let imageColor: Color
            let gradient: [String]
        }
        let introSlides = [
            Slide(imageName: "ruler", title: "Measure", description: "Log every depth.", imageColor: .red, gradient: ["#FF8C42", "FF6B3580"]),
        ]
        """)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "emoji": "🖼️", "title": "Measure", "description": "Log every depth.", "colors": ["#FF8C42", "#FF6B3580"] } } ] }
        """)))
        #expect(notes == ["Pages.swift:1:1: note: Slide's fields read as an onboarding page: `title` → title, `description` → description, `imageName` → the placeholder glyph 🖼️ (tourshot draws no SF Symbol or app image), `gradient` → colors; not drawn: `imageColor`"])
    }

    @Test("an emoji field is drawn in place of an image field, which the note says is not drawn")
    func emojiAndImage() throws {
        let (read, notes) = try Self.read("""
        struct Tip { let emoji: String; let imageName: String; let title: String; let body: String }
        let tips = [Tip(emoji: "👋", imageName: "hand.wave", title: "Hi", body: "Welcome.")]
        """)
        #expect(read == (try Self.decode(#"{ "style": "onboarding", "steps": [ { "page": { "emoji": "👋", "title": "Hi", "description": "Welcome." } } ] }"#)))
        #expect(notes == ["Pages.swift:1:1: note: Tip's fields read as an onboarding page: `title` → title, `body` → description, `emoji` → emoji; not drawn: `imageName`"])
    }

    @Test("a factory function's returned array; a UIKit colour field is not the page's colour when a background colour is there")
    func factory() throws {
        let (read, notes) = try Self.read("""
        struct Card {
            var title: String
            var text: String
            var accentColor: UIColor
            var backgroundColor: Color
        }
        enum CardFactory {
            static func make() -> [Card] {
                [Card(title: "Clean", text: "Free up space.", accentColor: UIColor(red: 73/255, green: 0, blue: 1, alpha: 1), backgroundColor: .mint)]
            }
        }
        """, provider: "CardFactory")
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [ { "page": { "title": "Clean", "description": "Free up space.", "colors": ["#00C7BE"] } } ] }
        """)))
        #expect(notes == ["Pages.swift:1:1: note: Card's fields read as an onboarding page: `title` → title, `text` → description, `backgroundColor` → colors; not drawn: `accentColor`"])
    }

    @Test("a computed `var` of the app's own `GuideStep`, a UIKit colour: read as pages, not as PolarisGuideKit's GuideStep")
    func appGuideStep() throws {
        let (read, _) = try Self.read("""
        struct GuideStep {
            let heading: String
            let message: String
            let tint: UIColor
        }
        final class GuideController: UIViewController {
            var steps: [GuideStep] {
                [GuideStep(heading: "Hello", message: "Swipe to go on.", tint: UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5)),
                 GuideStep(heading: "Done", message: "Enjoy.", tint: .systemGreen)]
            }
        }
        """)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [
          { "page": { "title": "Hello", "description": "Swipe to go on.", "colors": ["#33333380"] } },
          { "page": { "title": "Done", "description": "Enjoy.", "colors": ["#34C759"] } } ] }
        """)))
    }

    @Test("refused: a text chosen when the app runs, at the branch naming both sides; a label the type lacks; a computed array")
    func refusals() throws {
        let type = "struct Page { let title: String; let description: String }\n"
        let branch = try Self.problems(type + """
        let pages = [Page(title: isRussian ? "Привет" : "Hello", description: "Hi.")]
        """)
        #expect(branch == ["Pages.swift:2:26: title: `isRussian` chooses between `\"Привет\"` or `\"Hello\"` when the app runs; write the one to preview (a tour per case for the others); or, to preview it, answer it in the tour's \"answers\": \"step 1 title 1fd87c3c\": {\"text\": \"<the text this step shows>\"}"], "\(branch)")
        #expect(try Self.problems(type + """
        let pages = [Page(title: "Hello", body: "Hi.")]
        """) == ["Pages.swift:2:35: body: Page has no argument `body` tourshot reads; its arguments are description, title"])
        #expect(try Self.problems(type + """
        var pages: [Page] { user.isNew ? [Page(title: "A", description: "a")] : [] }
        """) == ["Pages.swift:2:21: pages: expected an array literal `[Page(…), …]`; `user.isNew` chooses between `[Page(title: \"A\", description: \"a\")]` or `[]` when the app runs; write the one to preview (a tour per case for the others)"])
    }

    @Test("a page type without an array of its pages is refused at its declaration, saying what to write")
    func unheld() throws {
        #expect(try Self.problems("""
        struct OnboardCard { let title: String; let text: String }
        final class Set { var cards: [OnboardCard] = []; func add(_ title: String) { cards.append(OnboardCard(title: title, text: "")) } }
        """) == [#"Pages.swift:1:1: OnboardCard: OnboardCard has a title and a body field, as onboarding pages do, but no array literal of it is in the sources read; list its pages in one (`let pages: [OnboardCard] = [OnboardCard(…), …]`) or add the file holding it to the tour's "tutorial""#])
    }

    @Test("parallel arrays of titles and descriptions are pages paired by position; unequal lengths are refused")
    func parallelArrays() throws {
        let (read, notes) = try Self.read("""
        struct IntroContent {
            static let titles: [LocalizedStringKey] = ["Welcome", "Store"]
            static let descriptions: [LocalizedStringKey] = ["Hello there.", "Keep it safe."]
        }
        """)
        #expect(read == (try Self.decode("""
        { "style": "onboarding", "steps": [ { "page": { "title": "Welcome", "description": "Hello there." } },
                                            { "page": { "title": "Store", "description": "Keep it safe." } } ] }
        """)))
        #expect(notes == ["Pages.swift:2:47: note: IntroContent's `titles` and `descriptions` read as the pages' titles and descriptions, paired by position"])
        #expect(try Self.problems("""
        struct IntroContent {
            static let titles = ["Welcome", "Store"]
            static let subtitles = ["Hello there."]
        }
        """) == ["Pages.swift:3:28: subtitles: `titles` holds 2 texts and `subtitles` 1; pages pair them by position, so give both the same number"])
    }

    @Test("one type's pages declared in two files (one left out of the app's target) are refused naming both")
    func declaredTwice() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = "struct Page { let title: String; let text: String }\n"
        try Data((page + "enum Intro { static let pages = [Page(title: \"A\", text: \"a\")] }\n").utf8).write(to: folder.appendingPathComponent("A.swift"))
        try Data("enum Intro { static let pages = [Page(title: \"B\", text: \"b\")] }\n".utf8).write(to: folder.appendingPathComponent("B.swift"))
        do {
            _ = try SwiftTutorialReader().read([folder], provider: nil)
            Issue.record("read")
        } catch {
            #expect(error.problems.map { "\(($0.file as NSString).lastPathComponent): \($0.path): \($0.message)" }
                    == [#"B.swift:1:33: Intro: Intro is declared with pages here and in \#(folder.appendingPathComponent("A.swift").path); name only the file the app builds in the tour's "tutorial""#])
        }
    }
}
