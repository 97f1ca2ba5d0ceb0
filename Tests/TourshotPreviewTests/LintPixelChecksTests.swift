import Foundation
import Testing
import TourshotFiles
import TourshotLayout
@testable import TourshotModel
import TourshotPNG
@testable import TourshotPreview
import TourshotRender
import TourshotTestSupport

/// The wireframe's screen colour, systemGroupedBackground (#F2F2F7), as 8-bit sRGB: a light
/// Settings screen. (Cairo stores its blue, 0.969, as 248: it prints as #F2F2F8.)
private let settingsScreen = (r: 242.0, g: 242.0, b: 247.0)

/// A 400×800 screen whose screenshot is one colour (`gray`, 0…255), holding `elements`.
private func solidScreen(gray: UInt8, _ elements: [CapturedElement]) throws -> Screen {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let pixels = [UInt8](repeating: 0, count: 400 * 800 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : gray }
    let png = try pixels.withUnsafeBytes { try PNGCodec.encode(argb32: $0.baseAddress!, width: 400, height: 800, stride: 1600) }
    let url = folder.appendingPathComponent("screen.png")
    try Data(png).write(to: url)
    var capture = Capture(size: Size(width: 400, height: 800), elements: elements)
    capture.background = InputPath(url, policy: .anywhere)
    return Screen(name: "solid", scale: 1, file: folder.appendingPathComponent("solid.screen.json"), portrait: capture, landscape: nil)
}

/// `screen`'s screenshot decoded, as the pipeline's inputs decode it before any layout.
private func decoded(_ screen: Screen) throws -> ScreenshotCache {
    let images = ScreenshotCache()
    try Screenshots.resolve([(screen, .portrait)], into: images)
    return images
}

/// Lints `step` of a one-step tour in `style` on `screen` (portrait) at `settings`' levels.
private func lint(_ step: Step, style: TutorialStyle = .tutorialkit, theme: Theme = Theme(), labels: [String: String] = [:],
                  screen: Screen, settings: LintSettings = LintSettings(), textScale: Double? = nil) throws -> ImageLayout {
    var tour = TourBuilder.tour([step], labels: labels, style: style, theme: theme)
    if let textScale { tour = PresentationVariant(textScale: textScale).applied(to: tour) }
    let job = ImageJob(tour: tour, screen: screen, step: 1, orientation: .portrait)
    return try #require(try PreviewPipeline(images: decoded(screen)).run([job]) { try $0.linted(settings) }.first)
}

/// The measured ratio of the text run `text` of that image (failing or not), unrounded.
private func measuredRatio(_ text: String, _ step: Step, style: TutorialStyle, theme: Theme = Theme(), screen: Screen) throws -> Double {
    let job = ImageJob(tour: TourBuilder.tour([step], style: style, theme: theme), screen: screen, step: 1, orientation: .portrait)
    let runs = try #require(try PreviewPipeline(images: decoded(screen)).run([job]) { try $0.contrast(of: $0.layout).text }.first)
    return try #require(runs.first { $0.run.text == text }).ratio
}

private func found(_ layout: ImageLayout, _ code: LayoutWarning.Code) -> [LayoutWarning] {
    layout.warnings.filter { $0.code == code }
}

/// The ratio in a message, "has contrast 1.3:1".
private func quotedRatio(_ message: String) -> Double? {
    guard let range = message.range(of: #"contrast (\d+\.\d):1"#, options: .regularExpression) else { return nil }
    return Double(message[range].dropFirst("contrast ".count).dropLast(2))
}

/// `low-contrast` for arrows (WCAG 1.4.11, 3:1): a white TutorialKit arrow over the light
/// Settings screen with no dimming vanishes; over deep dimming it does not.
struct ArrowContrastTests {
    let screen = TourBuilder.screen([CapturedElement(id: "wifi", frame: Rect(x: 150, y: 600, width: 100, height: 44))])

    func arrowStep() -> Step {
        TourBuilder.step(title: "Wi-Fi", body: "Join a network.", arrows: [ArrowSpec(element: "wifi", anchor: .top, length: 120)]) {
            $0.position = Point(x: 0.5, y: 0.3)
        }
    }

    @Test func aWhiteArrowOnALightScreenWithoutDimmingIsReportedWithWCAGsRatio() throws {
        let layout = try lint(arrowStep(), theme: Theme(dimmingOpacity: 0), screen: screen)
        let arrow = try #require(found(layout, .lowContrast).first { $0.element == "wifi" }, "\(layout.warnings.map(\.message))")
        let expected = ContrastLintTests.ratio(ContrastLintTests.luminance(255, 255, 255),
                                               ContrastLintTests.luminance(settingsScreen.r, settingsScreen.g, settingsScreen.b))
        #expect(arrow.message == "the arrow to \"wifi\" has contrast 1.1:1 along its curve and head, #FFFFFF on #F2F2F8 beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)")
        #expect(abs(try #require(quotedRatio(arrow.message)) - expected) < 0.05, "\(expected)")
        #expect(arrow.level == .warning && arrow.region != nil)
    }

    @Test func theSameArrowOverDeepDimmingIsNot() throws {
        let layout = try lint(arrowStep(), theme: Theme(dimmingOpacity: 0.8), screen: screen)
        #expect(!found(layout, .lowContrast).contains { $0.element == "wifi" }, "\(layout.warnings.map(\.message))")
    }
}

/// The issue's real-app cases, each a fixture that fires (with WCAG's ratio from the known
/// colours) and its dark counterpart that does not.
struct RealAppContrastTests {
    /// Instructions' light look: #E8E8E8 dimming at 0.65 over the light Settings screen, and a
    /// white label pill (a supplemental arrow's) on it.
    @Test func aWhitePillOnLightGreyDimmingOverALightSettingsScreen() throws {
        let screen = TourBuilder.screen([CapturedElement(id: "wifi", frame: Rect(x: 16, y: 300, width: 361, height: 44)),
                                         CapturedElement(id: "general", frame: Rect(x: 16, y: 400, width: 361, height: 44))])
        var step = TourBuilder.step(title: "Wi-Fi", body: "Join a network.")
        step.highlights = [Highlight(element: "general")]
        step.arrows = [ArrowSpec(element: "wifi", anchor: .top, length: 80, label: "Wi-Fi")]
        let layout = try lint(step, style: .instructions, screen: screen)
        let label = try #require(found(layout, .lowContrast).first { $0.message.hasPrefix("text \"Wi-Fi\"") }, "\(layout.warnings.map(\.message))")
        // Drawn as Cairo does, in sRGB values: the dimming over the screen, then the pill's white 16 % tint.
        func channel(_ screen: Double) -> Double { 0.84 * (0.65 * 232 + 0.35 * screen) + 0.16 * 255 }
        let expected = ContrastLintTests.ratio(ContrastLintTests.luminance(255, 255, 255),
                                               ContrastLintTests.luminance(channel(settingsScreen.r), channel(settingsScreen.g), channel(settingsScreen.b)))
        let measured = try measuredRatio("Wi-Fi", step, style: .instructions, screen: screen)
        #expect(abs(measured - expected) < 0.05, "\(measured) vs \(expected)")
        #expect(label.message == "text \"Wi-Fi\" has contrast 1.1:1, #FFFFFF on #EEEEF1 behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)")
        // The fix: light grey stays light however opaque; black passes at the step's opacity.
        // By the formula above with black for #E8E8E8 the pill reads 0.84 × 0.35 × 242 + 40.8 =
        // 112 (4.95:1), and it does (111); the worst cell is 4.8:1, in the label's lower half,
        // where the arrow's white stroke starts under the pill and the pill's blur lifts it to 118.
        #expect(label.fix == "set \"theme\": {\"dimming\": {\"color\": \"#000000\"}} in the tutorial: the text then has contrast 4.8:1")
        // Dark: the same step in Instructions' dark look over a dark Settings screen (#1C1C1E) passes.
        let dark = try lint(step, style: .instructions, theme: Theme(appearance: .dark), screen: try solidScreen(gray: 0x1C, screen.portrait!.elements))
        #expect(!found(dark, .lowContrast).contains { $0.message.hasPrefix("text \"Wi-Fi\"") }, "\(dark.warnings.map(\.message))")
    }

    /// Spotlight: the focused element shows through the circle, white; a white label over it.
    @Test func aWhiteLabelOnAWhiteSpotlightCircle() throws {
        let screen = TourBuilder.screen([CapturedElement(id: "card", frame: Rect(x: 110, y: 300, width: 180, height: 180), cornerRadius: 12)])
        var step = TourBuilder.step(title: "Cards", body: "Your cards live here.")
        step.highlights = [Highlight(element: "card")]
        step.arrows = [ArrowSpec(element: "card", anchor: .center, length: 40, angle: 90, label: "Card")]
        let layout = try lint(step, style: .spotlight, screen: screen)
        let label = try #require(found(layout, .lowContrast).first { $0.message.hasPrefix("text \"Card\"") }, "\(layout.warnings.map(\.message))")
        // The pill's material over white is white: 1:1.
        #expect(label.message == "text \"Card\" has contrast 1.0:1, #FFFFFF on #FFFFFF behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)")
        #expect(abs(try measuredRatio("Card", step, style: .spotlight, screen: screen) - 1) < 0.05)
        // Nothing the dimming can do inside the circle: no fix.
        #expect(label.fix == nil)
        // The same circle over a dark element (a dark screen) is not reported.
        let dark = try lint(step, style: .spotlight, screen: try solidScreen(gray: 0x1C, screen.portrait!.elements))
        #expect(!found(dark, .lowContrast).contains { $0.message.hasPrefix("text \"Card\"") }, "\(dark.warnings.map(\.message))")
    }

    /// A light onboarding page with a white title: reported, with a page colour that passes.
    @Test func aLightOnboardingPageGetsAPageColourThatPasses() throws {
        var step = Step()
        step.page = OnboardingPage(emoji: nil, title: "Welcome", description: nil, colors: [RGBAColor(hex: "#DDE7F0")!], gestureHint: nil)
        let layout = try lint(step, style: .onboarding, screen: TourBuilder.screen([]))
        let title = try #require(found(layout, .lowContrast).first { $0.message.hasPrefix("text \"Welcome\"") })
        let fix = try #require(title.fix)
        #expect(fix.hasPrefix("set the page's \"colors\" to [\"#"), "\(fix)")
        // The colour the fix names passes for the white title (3:1, large text), computed here.
        let hex = String(fix.dropFirst("set the page's \"colors\" to [\"#".count).prefix(6))
        let value = try #require(Int(hex, radix: 16))
        let page = ContrastLintTests.luminance(Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
        #expect(ContrastLintTests.ratio(ContrastLintTests.luminance(255, 255, 255), page) >= 3, "\(fix)")
        // One step lighter (10 % less black) would not have passed every run: the search takes the nearest.
        #expect(fix.hasSuffix(" on step 1 in the tutorial: the text then has contrast " + (quotedRatio(fix).map { String(format: "%.1f:1", $0) } ?? "?")), "\(fix)")
    }
}

/// `text-clipped`: a pager that cuts its page's text, and the hint for a size the tour does not render.
struct TextClipLintTests {
    func page(_ description: String) -> Step {
        var step = Step()
        step.page = OnboardingPage(emoji: "👋", title: "Welcome", description: description, colors: [RGBAColor(hex: "#1C2A48")!], gestureHint: nil)
        return step
    }

    @Test func textThePagerCutsIsReportedWithItsLinesAndBox() throws {
        let long = Array(repeating: "Find the best tenders in town, every day of the week.", count: 30).joined(separator: " ")
        let layout = try lint(page(long), style: .onboarding, screen: TourBuilder.screen([]))
        let clipped = found(layout, .textClipped)
        #expect(clipped.map(\.message) == [
            // With SF Pro's tracking (−0.43 pt a character at 17 pt) the text sets in 42 lines, not
            // 43: the centred content is a line (20.3 pt) shorter, so the title is cut by half of it less.
            "text \"Welcome\" is cut by 16.1 pt at the top of its 38.2 pt height: line 1 of 1 is cut (box [129.6, 15.9, 140.8, 38.2], shown [129.6, 32, 140.8, 22]); make room for it or shorten it",
            "text \"Find the best tenders in town, every da…\" is cut by 248.1 pt at the bottom of its 851.8 pt height: lines 30–42 of 42 are cut (box [46.5, 70, 307.1, 851.8], shown [46.5, 70, 307.1, 603.7]); make room for it or shorten it",
        ], "\(layout.warnings.map(\.message))")
        // The pager's own warning says the page is too tall; this check says what of it is lost.
        #expect(found(layout, .pageContentClipped).count == 1)
    }

    @Test func aPageThatFitsHasNoClippedText() throws {
        let layout = try lint(page("Find the best tenders in town."), style: .onboarding, screen: TourBuilder.screen([]))
        #expect(found(layout, .textClipped).isEmpty, "\(found(layout, .textClipped).map(\.message))")
    }
}

/// `under-hardware`: an arrowhead under the Dynamic Island's status bar of an iPhone 15 screen.
struct HardwareLintTests {
    func screen(clockAt y: Double) -> Screen {
        TourBuilder.screen([CapturedElement(id: "clock", frame: Rect(x: 300, y: y, width: 60, height: 30))],
                           portraitSize: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    func step() -> Step {
        TourBuilder.step(title: "Clock", body: "The time.", arrows: [ArrowSpec(element: "clock", anchor: .bottom, length: 100)]) {
            $0.position = Point(x: 0.5, y: 0.5)
        }
    }

    @Test func anArrowheadUnderTheDynamicIslandsStatusBar() throws {
        let layout = try lint(step(), screen: screen(clockAt: 4))
        let head = try #require(found(layout, .underHardware).first { $0.element == "clock" }, "\(layout.warnings.map(\.message))")
        #expect(head.message.hasPrefix("the head of the arrow to \"clock\" reaches "), "\(head.message)")
        #expect(head.message.contains(" pt into the status bar and the Dynamic Island of the iPhone 15 or iPhone 15 Pro ([0, 0, 393, 59]): "), "\(head.message)")
        let strict = try lint(step(), screen: screen(clockAt: 4), settings: LintSettings(levels: ["under-hardware": .error]))
        #expect(found(strict, .underHardware).map(\.level) == found(layout, .underHardware).map { _ in .error })
        let off = try lint(step(), screen: screen(clockAt: 4), settings: LintSettings(levels: ["under-hardware": .off]))
        #expect(found(off, .underHardware).isEmpty)
    }

    @Test func theSameArrowBelowTheStatusBarIsNotReported() throws {
        let layout = try lint(step(), screen: screen(clockAt: 200))
        #expect(found(layout, .underHardware).isEmpty, "\(found(layout, .underHardware).map(\.message))")
    }
}
