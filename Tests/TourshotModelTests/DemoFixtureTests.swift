import Foundation
import Testing
import TourshotModel
import TourshotTestSupport

/// The demo shipped at the repository root loads and matches docs/format.md's example.
struct DemoFixtureTests {
    func loadDemo() throws -> (Project, Tour) {
        let project = try ProjectFileDecoder.load(RepositoryPaths.path("tourshot.json"))
        let entry = try #require(project.tours.first)
        return (project, try TourLoader.load(entry, project: project))
    }

    @Test func projectFile() throws {
        let (project, _) = try loadDemo()
        // The TutorialKit demo stays first (the default tour); a tour per other style follows.
        // Variant entries (appearance, rtl, textScale) of the TutorialKit demo follow it; the other styles'
        // right-to-left, dark right-to-left and text-size variants come after the localized tour.
        #expect(project.tours.map(\.name) == ["approach", "approach-dark", "approach-rtl", "approach-text130", "instructions", "instructions-dark", "polaris", "polaris-dark",
                                             "spotlight", "spotlight-dark", "onboarding", "onboarding-dark", "locales",
                                             "instructions-rtl", "onboarding-rtl", "polaris-rtl", "spotlight-rtl",
                                             "approach-dark-rtl", "instructions-dark-rtl", "polaris-dark-rtl", "spotlight-dark-rtl", "onboarding-dark-rtl",
                                             "instructions-text130", "polaris-text130", "spotlight-text130", "onboarding-text130"])
        let entry = try #require(project.tours.first)
        #expect(entry.tutorial.path == RepositoryPaths.path("Fixtures/approach/approach.tutorial.json").standardizedFileURL.path)
        #expect(entry.screens.map(\.lastPathComponent) == ["iphone-15-pro.screen.json", "iphone-se.screen.json"])
        #expect(project.goldens.lastPathComponent == "GoldenImages")
        #expect(project.output.lastPathComponent == "out")
    }

    @Test func tourShape() throws {
        let (_, tour) = try loadDemo()
        #expect(tour.name == "approach")
        #expect(tour.tutorial.steps.count == 5)
        #expect(tour.tutorial.steps.map(\.title) == ["Welcome", "Map View", "Settings", "Instrument Panel", "You're All Set!"])
        #expect(tour.screens.map(\.name) == ["iphone-15-pro", "iphone-se"])
        #expect(tour.screens.map(\.scale) == [3, 2])
        #expect(tour.screens.allSatisfy { $0.orientations == [.portrait, .landscape] })
        #expect(tour.tutorial.triggers == ["showSettings": "settings"])
        #expect(tour.tutorial.theme == Theme(dimmingColor: .black, dimmingOpacity: 0.35))
    }

    @Test func stepThreeArrows() throws {
        let (_, tour) = try loadDemo()
        let step = tour.tutorial.steps[2]
        #expect(step.title == "Settings")
        #expect(step.arrows.count == 1)
        let arrow = try #require(step.arrows.first)
        #expect(arrow.element == "settingsButton")
        #expect(arrow.anchor == Oriented(.bottom))
        #expect(arrow.fromAnchor == Oriented(.top))
        #expect(arrow.length == Oriented(50))
        #expect(step.supplementalArrows.count == 1)
        let supplemental = try #require(step.supplementalArrows.first)
        #expect(supplemental.element == "aircraftPicker")
        #expect(supplemental.anchor == Oriented(.top))
        #expect(supplemental.length == Oriented(25))
        #expect(step.blurTargets == ["map"])
        #expect(step.triggers == ["showSettings"])
    }

    @Test func stepFourOverrides() throws {
        let (_, tour) = try loadDemo()
        let arrows = tour.tutorial.steps[3].arrows
        #expect(arrows.map(\.element) == ["instrumentPanel", "headingBug", "courseLabel", "speedButton", "windButton"])
        #expect(arrows[0].anchor == Oriented(portrait: .alongTop(0.8), landscape: .leading))
        #expect(arrows[0].bend == .left)
        #expect(arrows[0].bendStrength == .low)
        #expect(arrows[2].length == Oriented(portrait: 84, landscape: 70))
        #expect(arrows[2].anchorOffset == Oriented(Point(x: 16, y: 0)))
    }

    @Test func capturedPresentation() throws {
        let (_, tour) = try loadDemo()
        let portrait = try #require(tour.screens.last?.portrait)
        let settings = try #require(portrait.presentation("settings"))
        #expect(settings.style == .popover)
        #expect(settings.source == "settingsButton")
        #expect(settings.frame == Rect(x: 16, y: 70, width: 343, height: 330))
        #expect(portrait.element("aircraftPicker")?.presentation == "settings")
        #expect(portrait.background?.url.lastPathComponent == "approach-portrait.png")
    }
}
