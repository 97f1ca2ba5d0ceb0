import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
@testable import TourshotPreview
import TourshotRender
import TourshotTestSupport

/// `low-contrast` measured on the painted picture: an onboarding page's white title and its
/// 90 % white description on a light page are reported with the ratio WCAG's formula gives for
/// the known colours (computed here independently); the same page in a dark colour is not.
struct ContrastLintTests {
    /// WCAG 2.2's relative luminance of 8-bit sRGB, written out again so the test does not
    /// reuse the code under test.
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(r / 255) + 0.7152 * channel(g / 255) + 0.0722 * channel(b / 255)
    }

    static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// The one-page tour's `low-contrast` warnings and the findings they come from, the page in
    /// `color` (both gradient stops).
    func lint(page color: RGBAColor) throws -> (warnings: [LayoutWarning], findings: [ContrastLint.Finding]) {
        var step = Step()
        step.page = OnboardingPage(emoji: nil, title: "Welcome", description: "Find the best tenders in town.",
                                   colors: [color, color], gestureHint: nil)
        let tour = TourBuilder.tour([step], style: .onboarding)
        let job = ImageJob(tour: tour, screen: TourBuilder.screen([]), step: 1, orientation: .portrait)
        let findings = try #require(try PreviewPipeline(images: ScreenshotCache()).run([job]) { try $0.contrastFindings() }.first)
        let linted = try #require(try PreviewPipeline(images: ScreenshotCache()).run([job]) { try $0.linted() }.first)
        return (linted.warnings.filter { $0.code == .lowContrast }, findings)
    }

    @Test func whiteTextOnALightPageIsReportedWithWCAGsRatio() throws {
        let page = (r: 221.0, g: 231.0, b: 240.0)  // #DDE7F0
        let background = Self.luminance(page.r, page.g, page.b)
        let title = Self.ratio(Self.luminance(255, 255, 255), background)
        // The description is white at 90 %: drawn over the page, 0.9 × 255 + 0.1 × the page.
        let description = Self.ratio(Self.luminance(0.9 * 255 + 0.1 * page.r, 0.9 * 255 + 0.1 * page.g, 0.9 * 255 + 0.1 * page.b), background)
        let (found, measured) = try lint(page: RGBAColor(hex: "#DDE7F0")!)
        // The page's button is white with its label in the page's colour: as faint the other way round.
        #expect(measured.map(\.run.text) == ["Welcome", "Find the best tenders in town.", "Get Started"])
        #expect(abs(measured[2].ratio - title) < 0.05, "\(measured[2].ratio) vs \(title)")
        #expect(abs(measured[0].ratio - title) < 0.05, "\(measured[0].ratio) vs \(title)")
        #expect(abs(measured[1].ratio - description) < 0.05, "\(measured[1].ratio) vs \(description)")
        let titleFinding = try #require(found.first { $0.message.hasPrefix("text \"Welcome\"") })
        let descriptionFinding = try #require(found.first { $0.message.hasPrefix("text \"Find the best tenders in town.\"") })
        #expect(titleFinding.message == "text \"Welcome\" has contrast 1.2:1, #FFFFFF on #DDE7F0 behind it; WCAG 2.2 asks 3.0:1 for large text (18 pt, or 14 pt bold)")
        #expect(descriptionFinding.message.hasSuffix("on #DDE7F0 behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)"))
        #expect(titleFinding.level == .warning && titleFinding.region != nil)
    }

    @Test func whiteTextOnAWhitePageIsOneToOne() throws {
        let found = try lint(page: .white).warnings
        #expect(found.contains { $0.message == "text \"Welcome\" has contrast 1.0:1, #FFFFFF on #FFFFFF behind it; WCAG 2.2 asks 3.0:1 for large text (18 pt, or 14 pt bold)" },
                "\(found.map(\.message))")
    }

    @Test func theSamePageInADarkColourIsNotReported() throws {
        let dark = try lint(page: RGBAColor(hex: "#1C2A48")!)
        #expect(dark.warnings.isEmpty && dark.findings.isEmpty, "\(dark.warnings.map(\.message))")
    }
}

/// `"lint"` levels: error makes the finding an error (lint exits 1), off leaves the check out.
struct LintLevelTests {
    func linted(_ settings: LintSettings) throws -> ImageLayout {
        var step = Step()
        step.page = OnboardingPage(emoji: nil, title: "Welcome", description: nil, colors: [.white, .white], gestureHint: nil)
        let job = ImageJob(tour: TourBuilder.tour([step], style: .onboarding), screen: TourBuilder.screen([]), step: 1, orientation: .portrait)
        return try #require(try PreviewPipeline(images: ScreenshotCache()).run([job]) { try $0.linted(settings) }.first)
    }

    func levels(_ layout: ImageLayout, _ code: LayoutWarning.Code) -> [LayoutWarning.Level] {
        layout.warnings.filter { $0.code == code }.map(\.level)
    }

    @Test func projectLevelsApplyToLintsOwnChecks() throws {
        let standard = try linted(LintSettings())
        #expect(!levels(standard, .lowContrast).isEmpty && levels(standard, .lowContrast).allSatisfy { $0 == .warning })
        let strict = try linted(LintSettings(levels: ["low-contrast": .error]))
        #expect(levels(strict, .lowContrast) == levels(standard, .lowContrast).map { _ in .error })
        let off = try linted(LintSettings(levels: ["low-contrast": .off]))
        #expect(levels(off, .lowContrast).isEmpty)
        // The other warnings keep their levels.
        #expect(strict.warnings.filter { $0.code != .lowContrast } == standard.warnings.filter { $0.code != .lowContrast })
        #expect(off.warnings == standard.warnings.filter { $0.code != .lowContrast })
    }

    @Test func settableCodesAreLintsOwn() {
        #expect(LintSettings.codes.compactMap(LayoutWarning.Code.init(rawValue:)) == [.smallTarget, .lowContrast, .textClipped, .underHardware])
    }
}
