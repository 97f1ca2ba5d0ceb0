import Foundation
import Testing
import TourshotModel
import TourshotPreview
import TourshotTestSupport

/// Which images each command's defaults select in the demo project, and the one set of errors.
struct ImageSelectionTests {
    static let project = try! PreviewProject.load(RepositoryPaths.path("tourshot.json").path)

    func names(_ selection: ImageSelection) throws -> [String] {
        try selection.jobs(in: Self.project).map(\.name.stem)
    }

    func failure(_ selection: ImageSelection) -> String {
        do { _ = try selection.jobs(in: Self.project); return "" } catch { return error.description }
    }

    @Test func renderDefaultsToTheFirstScreenInItsFirstOrientation() throws {
        let names = try names(ImageSelection(defaults: .firstScreen))
        #expect(names == (1...5).map { "approach-iphone-15-pro-step0\($0)-portrait" })
        #expect(try self.names(ImageSelection(step: 3, orientation: .landscape, defaults: .firstScreen)) == ["approach-iphone-15-pro-step03-landscape"])
    }

    @Test func reviewTakesEveryScreenAndOrientationOfOneTour() throws {
        let names = try names(ImageSelection(step: 2, defaults: .oneTour))
        #expect(names == ["approach-iphone-15-pro-step02-portrait", "approach-iphone-15-pro-step02-landscape",
                          "approach-iphone-se-step02-portrait", "approach-iphone-se-step02-landscape"])
    }

    @Test func everythingIsTheWholeProject() throws {
        #expect(try names(ImageSelection(defaults: .everything)).count == 218)
        // Across tours, a step only some tours have narrows instead of failing.
        let sixth = try names(ImageSelection(step: 6, defaults: .everything))
        #expect(sixth == ["onboarding-iphone-15-step06-portrait", "onboarding-iphone-15-step06-landscape",
                          "onboarding-rtl-iphone-15-step06-portrait", "onboarding-rtl-iphone-15-step06-landscape",
                          "onboarding-text130-iphone-15-step06-portrait", "onboarding-text130-iphone-15-step06-landscape"])
    }

    @Test func oneSetOfErrors() {
        #expect(failure(ImageSelection(tour: "aproach", defaults: .everything))
                == "tourshot.json: tours: no tour named \"aproach\"; did you mean \"approach\"? (tours: approach, approach-dark, approach-rtl, approach-text130, instructions, instructions-dark, polaris, polaris-dark, spotlight, spotlight-dark, onboarding, onboarding-dark, locales, instructions-rtl, onboarding-rtl, polaris-rtl, spotlight-rtl, approach-dark-rtl, instructions-dark-rtl, polaris-dark-rtl, spotlight-dark-rtl, onboarding-dark-rtl, instructions-text130, polaris-text130, spotlight-text130, onboarding-text130)")
        #expect(failure(ImageSelection(tour: "approach", screen: "iphone-s", defaults: .everything))
                == "tourshot.json: tours[0].screens: tour \"approach\" has no screen \"iphone-s\"; did you mean \"iphone-se\"? (screens: iphone-15-pro, iphone-se)")
        #expect(failure(ImageSelection(step: 9, defaults: .firstScreen))
                == "Fixtures/approach/approach.tutorial.json: steps: step 9 does not exist; the tour has steps 1…5")
        #expect(failure(ImageSelection(step: 9, defaults: .everything)).hasPrefix("no image selected: no tour has step 9 (approach: 5 steps on iphone-15-pro, iphone-se;"))
    }
}
