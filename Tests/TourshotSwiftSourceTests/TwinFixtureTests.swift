import Foundation
import Testing
@testable import TourshotModel
import TourshotSwiftSource
import TourshotTestSupport

/// Each Swift fixture reads to exactly the tutorial its JSON twin decodes to: same steps,
/// arrows, labels and blur targets, so the layouts (a function of the tutorial) are identical.
@Suite("Swift fixtures and their JSON twins")
struct TwinFixtureTests {
    static func swift(_ folder: String, provider: String? = nil, elementIDs: Set<String> = []) throws -> Tutorial {
        try SwiftTutorialReader().tutorial([RepositoryPaths.path("Fixtures/swift/\(folder)")], provider: provider,
                                           elementIDs: elementIDs, policy: .anywhere, referencedFrom: nil)
    }

    static func json(_ path: String) throws -> Tutorial {
        try TutorialFileDecoder.load(RepositoryPaths.path(path))
    }

    @Test("TutorialKit: the approach steps read from Swift equal approach.tutorial.json")
    func approach() throws {
        let read = SwiftTutorialSources(paths: [], triggers: ["showSettings": "settings"]).completed(try Self.swift("approach"))
        var twin = try Self.json("Fixtures/approach/approach.tutorial.json")
        // The JSON spells out TutorialKit's default dimming (black, 0.35), which the Swift leaves implicit.
        #expect(twin.theme == Theme(dimmingColor: RGBAColor(hex: "#000000"), dimmingOpacity: 0.35))
        twin.theme = Theme()
        #expect(read.elementLabels["headingBug"] == "Drag heading bug\nto make aircraft turn")
        #expect(read.steps.map(\.title) == ["Welcome", "Map View", "Settings", "Instrument Panel", "You're All Set!"])
        #expect(read.steps[1].blurTargets == ["instrument"])
        #expect(read.steps[4].buttons == twin.steps[4].buttons)
        for (index, (step, expected)) in zip(read.steps, twin.steps).enumerated() {
            #expect(step == expected, "step \(index + 1)")
        }
        #expect(read == twin)
    }

    @Test("an element is keyed by whichever of property name, id and label the screens capture")
    func elementKeys() throws {
        let read = try Self.swift("approach", elementIDs: ["Approach Plate", "headingBug", "speedButton"])
        #expect(read.steps[1].arrows.map(\.element) == ["Approach Plate", "speedButton", "windButton"])
        #expect(read.elementLabels["Approach Plate"] == "Approach Plate")
        #expect(read.elementLabels["mapView"] == nil)
        #expect(read.steps[3].arrows[1].element == "headingBug")
    }

    @Test("onboarding: OnboardingView's pages equal onboarding.tutorial.json, colours included")
    func onboarding() throws {
        let read = try Self.swift("onboarding")
        let twin = try Self.json("Fixtures/onboarding/onboarding.tutorial.json")
        #expect(read.steps.compactMap(\.page?.colors.first) == twin.steps.compactMap(\.page?.colors.first))
        #expect(read == twin)
    }

    @Test("Spotlight: the home sequence and its shapes equal spotlight.tutorial.json")
    func spotlight() throws {
        let read = try Self.swift("spotlight")
        let twin = try Self.json("Fixtures/spotlight/spotlight.tutorial.json")
        #expect(read.steps.map { $0.highlights.map(\.element) } == [["heading"], ["thatSection"], ["start"]])
        #expect(read == twin)
    }

    @Test("Instructions: the profile data source equals its JSON twin, index by index")
    func instructions() throws {
        let read = try Self.swift("instructions")
        let twin = try Self.json("Fixtures/swift/instructions/instructions.tutorial.json")
        #expect(read.steps.map { $0.highlights.map(\.element) } == [["avatar"], ["postsButton"], ["composeButton"], ["bio"], ["email"]])
        #expect(read.steps[2].highlights[0].shape == .oval)
        #expect(read.steps[4].attachTo?.side == .over)
        #expect(read.steps.map { $0.buttons?.map(\.title) } == Array(repeating: ["Ok!", "Skip"], count: 5))
        #expect(read == twin)
    }

    @Test("Instructions: the colours set on the default views equal the twin's theme.coachMark")
    func instructionsColors() throws {
        let read = try Self.swift("instructions-colors")
        let twin = try Self.json("Fixtures/swift/instructions-colors/instructions-colors.tutorial.json")
        #expect(read.theme.coachMark.inner == RGBAColor(hex: "#1C3B73"))
        #expect(read.theme.coachMark.background == RGBAColor(hex: "#FF000080"))
        #expect(read == twin)
    }

    @Test("Instructions: a cell and a greeting only the app knows, answered by the tour, equal the twin")
    func instructionsAnswers() throws {
        let answers = [SwiftAnswer(key: "step 2 for 8a5c6429", kind: .element, value: "postsButton"),
                       SwiftAnswer(key: "step 3 coachViews.bodyView.hintLabel.text 0632c64b", kind: .text, value: "Welcome back, Ada! Write something.")]
        let read = try SwiftTutorialReader().tutorial([RepositoryPaths.path("Fixtures/swift/instructions-answers")], provider: nil, answers: answers,
                                                      elementIDs: [], policy: .anywhere, referencedFrom: nil)
        let twin = try Self.json("Fixtures/swift/instructions-answers/instructions-answers.tutorial.json")
        #expect(read.answers.uses.map(\.key) == answers.map(\.key))
        #expect(read == twin)
    }

    @Test("Instructions: one `var coachMark = CoachMark()` per case, texts in the type's `let`s, an enum count: equals its JSON twin")
    func instructionsVar() throws {
        let read = try Self.swift("instructions-var")
        let twin = try Self.json("Fixtures/swift/instructions-var/instructions-var.tutorial.json")
        #expect(read.steps.map { $0.highlights.map(\.element) } == [["avatar"], ["postsButton"], ["email"], []])
        #expect(read.steps.map { $0.attachTo?.side } == [nil, .above, .over, nil])
        #expect(read == twin)
    }

    @Test("PolarisGuideKit: the guide function's steps equal their JSON twin, in the controller's order")
    func polaris() throws {
        let screen = try ScreenFileDecoder.load(RepositoryPaths.path("Fixtures/polaris/iphone-15.screen.json"))
        let read = try Self.swift("polaris", elementIDs: TourLoader.elementIDs([screen]))
        let twin = try Self.json("Fixtures/swift/polaris/polaris.tutorial.json")
        // `button2` is found by its accessibilityIdentifier, with screens or without (what a capture records).
        #expect(try Self.swift("polaris").steps[1].highlights[0].element == "step2Button")
        #expect(read.steps.map(\.title) == ["Step 1 of 3", "Step 2 of 3", "Scaled Circle", "Step 3 of 3"])
        #expect(read.steps[1].highlights[0].padding == 4)
        #expect(read.steps[2].attachTo?.element == "appIcon")
        #expect(read.steps[3].buttons?.map(\.title) == ["Next →"])
        #expect(read == twin)
    }

    @Test("import tutorial's JSON text decodes to the same tutorial")
    func writtenJSON() throws {
        let result = try SwiftTutorialReader().read([RepositoryPaths.path("Fixtures/swift/approach")], provider: nil)
        #expect(result.warnings.count == 1 && result.warnings[0].hasSuffix("ApproachSteps.swift:51:26: cardContent: custom SwiftUI card approximated by its buttons"), "\(result.warnings)")
        let text = TutorialJSONText.render(result.json)
        let reparsed = try TutorialFileDecoder.decode(try JSONParser.parse(Array(text.utf8)), file: "t.json")
        #expect(reparsed == (try TutorialFileDecoder.decode(result.json, file: "t.json")))
    }
}
