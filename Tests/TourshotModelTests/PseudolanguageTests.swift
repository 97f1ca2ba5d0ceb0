import Foundation
import Testing
@testable import TourshotModel
import TourshotTestSupport

/// Xcode's pseudolanguages and localization rewrite every text of a tutorial, and only texts.
struct PseudolanguageTests {
    @Test(arguments: [
        (Pseudolanguage.double, "Next", "Next Next"),
        (.accented, "Next step, 2 of 3", "Ñéẋţ šţéþ, 2 öƒ 3"),
        (.bounded, "Next", "[# Next #]"),
        (.rtl, "Next", "Next"),
    ])
    func transforms(_ pseudo: Pseudolanguage, _ text: String, _ expected: String) {
        #expect(pseudo.transform(text) == expected)
    }

    static var tutorial: Tutorial {
        var tutorial = Tutorial()
        tutorial.elementLabels = ["search": "Search"]
        var step = Step()
        step.title = "Find"
        step.body = ""
        step.buttons = [CardButton(title: "Next", role: .next)]
        step.arrows = [ArrowSpec(element: "search"), ArrowSpec(element: "account"), ArrowSpec(element: "compose", label: "New")]
        step.page = OnboardingPage(emoji: "👋", title: "Hi", description: "There", colors: [], gestureHint: nil)
        tutorial.steps = [step]
        return tutorial
    }

    @Test func everyTextIsRewrittenAndEmptyStaysEmpty() {
        let bounded = Pseudolanguage.bounded.applied(to: Self.tutorial)
        let step = bounded.steps[0]
        #expect(step.title == "[# Find #]")
        #expect(step.body == "")
        #expect(step.buttons?.map(\.title) == ["[# Next #]"])
        #expect(step.page?.title == "[# Hi #]" && step.page?.description == "[# There #]" && step.page?.emoji == "👋")
        // Element labels, an arrow's own label, and the id an unlabelled arrow shows.
        #expect(bounded.labelText(for: step.arrows[0]) == "[# Search #]")
        #expect(bounded.labelText(for: step.arrows[1]) == "[# account #]")
        #expect(bounded.labelText(for: step.arrows[2]) == "[# New #]")
        #expect(step.arrows.map(\.element) == ["search", "account", "compose"])
        #expect(bounded.layoutDirection == .leftToRight)
    }

    @Test func rightToLeftKeepsTheTextsAndMirrors() {
        let rtl = Pseudolanguage.rtl.applied(to: Self.tutorial)
        #expect(rtl.steps == Self.tutorial.steps)
        #expect(rtl.layoutDirection == .rightToLeft)
    }

    @Test func aLocaleReplacesKeysAndArabicMirrors() throws {
        let table = StringTable(sourceLanguage: "en", values: ["Find": ["de": "Finden", "ar": "ابحث"], "Search": ["de": "Suche"]], file: "t.xcstrings")
        let localization = TourLocalization(table: table, locales: ["en", "de", "ar"])
        let tour = Tour(name: "t", tutorial: Self.tutorial, tutorialFile: URL(fileURLWithPath: "/tmp/t.tutorial.json"), screens: [],
                        localization: localization)
        let german = localization.localized(tour, locale: "de")
        #expect(german.locale == "de" && german.tutorial.locale == "de")
        #expect(german.tutorial.steps[0].title == "Finden")
        #expect(german.tutorial.labelText(for: german.tutorial.steps[0].arrows[0]) == "Suche")
        // Not a key: as written.
        #expect(german.tutorial.steps[0].buttons?.map(\.title) == ["Next"])
        #expect(german.tutorial.layoutDirection == .leftToRight)
        let arabic = localization.localized(tour, locale: "ar")
        #expect(arabic.tutorial.steps[0].title == "ابحث")
        #expect(arabic.tutorial.layoutDirection == .rightToLeft)
        // A pseudolanguage after the locale rewrites the locale's texts.
        #expect(PresentationVariant(pseudolanguage: .double).applied(to: german).tutorial.steps[0].title == "Finden Finden")
    }
}
