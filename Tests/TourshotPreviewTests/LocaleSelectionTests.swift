import Foundation
import Testing
import TourshotGolden
import TourshotModel
import TourshotPreview
import TourshotTestSupport

/// Locales as a dimension of the image selection, on the demo's `locales` tour (en, de, ar, ja).
struct LocaleSelectionTests {
    static let project = try! PreviewProject.load(RepositoryPaths.path("tourshot.json").path)

    func jobs(_ selection: ImageSelection) throws -> [ImageJob] { try selection.jobs(in: Self.project) }

    func failure(_ selection: ImageSelection) -> String {
        do { _ = try selection.jobs(in: Self.project); return "" } catch { return error.description }
    }

    @Test func everyLocaleIsAnImageNamedAfterIt() throws {
        let names = try jobs(ImageSelection(tour: "locales", step: 2, defaults: .firstScreen)).map(\.name.stem)
        #expect(names == ["locales-iphone-15-step02-portrait-en", "locales-iphone-15-step02-portrait-de",
                          "locales-iphone-15-step02-portrait-ar", "locales-iphone-15-step02-portrait-ja"])
    }

    @Test func oneLocaleAcrossTheProjectLeavesOtherToursOut() throws {
        let selected = try jobs(ImageSelection(locale: "de", defaults: .everything))
        #expect(selected.map(\.name.png) == ["locales-iphone-15-step01-portrait-de.png", "locales-iphone-15-step02-portrait-de.png",
                                             "locales-iphone-15-step03-portrait-de.png", "locales-iphone-se-step01-landscape-de.png",
                                             "locales-iphone-se-step02-landscape-de.png", "locales-iphone-se-step03-landscape-de.png"])
        #expect(selected[1].summary == "step 2 of 3, portrait, iphone-15, locale de")
        #expect(selected[1].tour.tutorial.steps[1].title == "Alles finden")
    }

    @Test func arabicIsRightToLeftAndJapaneseFallsBack() throws {
        let arabic = try #require(try jobs(ImageSelection(tour: "locales", step: 1, locale: "ar", defaults: .firstScreen)).first)
        #expect(arabic.tour.tutorial.layoutDirection == .rightToLeft)
        #expect(arabic.tour.tutorial.steps[0].title == "مرحبًا")
        let japanese = try #require(try jobs(ImageSelection(tour: "locales", step: 3, locale: "ja", defaults: .firstScreen)).first)
        #expect(japanese.tour.tutorial.layoutDirection == .leftToRight)
        #expect(japanese.tour.tutorial.steps[2].title == "共有")
        #expect(japanese.tour.tutorial.steps[2].body == "Write a post from anywhere.")
    }

    @Test func aLocaleNoSelectedTourHasIsAnError() {
        #expect(failure(ImageSelection(tour: "approach", locale: "de", defaults: .firstScreen))
                == #"--locale de: no selected tour has this locale (approach: no locales); give a tour entry "strings" and "locales" (docs/locales.md)"#)
        #expect(failure(ImageSelection(tour: "locales", locale: "dee", defaults: .firstScreen)).hasPrefix(#"--locale dee: no selected tour has this locale; did you mean "de"? (locales: en, de, ar, ja)"#))
    }

    @Test func goldenNamesEndInTheLocaleOnlyWhenGiven() {
        #expect(ImageName(tour: "t", screen: "s", step: 2, stepCount: 3, orientation: .landscape).stem == "t-s-step02-landscape")
        #expect(ImageName(tour: "t", screen: "s", step: 2, stepCount: 3, orientation: .landscape, locale: "pt-BR").png == "t-s-step02-landscape-pt-BR.png")
        #expect(ImageName(tour: "t", screen: "s", step: 2, stepCount: 3, orientation: .portrait, locale: "zh/Hant").stem == "t-s-step02-portrait-zh_Hant")
    }
}
