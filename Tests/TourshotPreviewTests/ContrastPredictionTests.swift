import Testing
@testable import TourshotLayout
@testable import TourshotModel
@testable import TourshotPreview
import TourshotRender
import TourshotTestSupport

/// The contrast fix search's prediction changes how many candidates it paints, never the fix:
/// the bisection started from a guess ends where the plain bisection ends, and the search with
/// the prediction names the same fixes as the search without it.
struct ContrastPredictionTests {
    /// Every boundary of every group size up to the largest the search makes (13: 0.35 to 0.95 in
    /// steps of 0.05), with every guess: the plain bisection's index, and two tries when the guess is right.
    @Test func aBisectionFromAnyGuessEndsWhereThePlainOneEnds() {
        for count in 0...13 {
            for boundary in 0...count {
                let expected = boundary < count ? boundary : nil
                var plainTries = 0
                let plain = ContrastFixSearch.smallest(count: count, guess: nil) { plainTries += 1; return $0 >= boundary }
                #expect(plain == expected, "count \(count), boundary \(boundary)")
                for guess in 0...count {
                    var tried: [Int] = []
                    let found = ContrastFixSearch.smallest(count: count, guess: guess) { tried.append($0); return $0 >= boundary }
                    #expect(found == expected, "count \(count), boundary \(boundary), guess \(guess)")
                    #expect(Set(tried).count == tried.count, "tried twice: \(tried)")
                    guard guess == boundary, count > 0 else { continue }
                    // Right: the guess and the one below it (none below 0; nothing passes past the last).
                    #expect(tried == (boundary == 0 ? [0] : boundary == count ? [count - 1] : [boundary, boundary - 1]),
                            "count \(count), boundary \(boundary): \(tried) against \(plainTries) plain")
                }
            }
        }
    }

    static let screen = TourBuilder.screen([CapturedElement(id: "wifi", frame: Rect(x: 16, y: 300, width: 361, height: 44)),
                                            CapturedElement(id: "general", frame: Rect(x: 16, y: 400, width: 361, height: 44), cornerRadius: 10)])

    /// A step whose arrow label fails on the light wireframe in `style` under `theme`.
    static func tour(_ style: TutorialStyle, _ theme: Theme) -> Tour {
        var step = TourBuilder.step(title: "Wi-Fi", body: "Join a network.")
        step.highlights = [Highlight(element: "general")]
        step.arrows = [ArrowSpec(element: "wifi", anchor: .top, length: 80, label: "Wi-Fi")]
        return TourBuilder.tour([step], style: style, theme: theme)
    }

    /// The warnings and candidates painted of the search with and without the prediction.
    static func searched(_ tour: Tour) throws -> (predicted: (warnings: [LayoutWarning], painted: Int), plain: (warnings: [LayoutWarning], painted: Int)) {
        let job = ImageJob(tour: tour, screen: screen, step: 1, orientation: .portrait)
        let searches = try PreviewPipeline(images: ScreenshotCache()).run([job]) { preview in
            (try preview.contrastSearch(predicting: true), try preview.contrastSearch(predicting: false))
        }
        return try #require(searches.first)
    }

    /// Every look, each under its own dimming, a light one, a faint one and a white one: the
    /// same warnings and fixes with the prediction as without, in fewer paints overall.
    @Test func theSearchWithThePredictionNamesThePlainSearchsFixes() throws {
        var fixes = 0, predictedPaints = 0, plainPaints = 0
        for style in [TutorialStyle.tutorialkit, .instructions, .polaris, .spotlight] {
            for theme in [Theme(), Theme(dimmingOpacity: 0.2), Theme(dimmingColor: .white, dimmingOpacity: 0.5)] {
                let (predicted, plain) = try Self.searched(Self.tour(style, theme))
                #expect(predicted.warnings == plain.warnings, "\(style) \(theme)")
                fixes += plain.warnings.filter { $0.fix != nil }.count
                predictedPaints += predicted.painted
                plainPaints += plain.painted
            }
        }
        #expect(fixes >= 8, "\(fixes) fixes")
        #expect(predictedPaints < plainPaints, "PAINTS \(predictedPaints) against \(plainPaints)")
    }

    /// Where nothing is drawn over the dimming (the pixels beside TutorialKit's arrow, where its
    /// contrast is read, that the step's picture shows as its dimming over what is before it),
    /// the predicted picture under another dimming is the painted one up to 8-bit rounding, but
    /// for the few a faint shadow reaches.
    /// (Under a label's pill or the card's shadow it is not: the search paints what it takes.)
    @Test func whereNothingIsOverTheDimmingThePredictionIsThePaintedPicture() throws {
        let job = ImageJob(tour: Self.tour(.tutorialkit, Theme()), screen: Self.screen, step: 1, orientation: .portrait)
        let measured = try PreviewPipeline(images: ScreenshotCache()).run([job]) { preview -> (worst: Int, open: Int, far: Int) in
            let layout = preview.layout
            let cells = try #require(ArrowContrast.plans(of: layout).first { $0.element == "wifi" }).cells
            func picture(_ layout: ImageLayout) throws -> Picture { try #require(ContrastLint.background(of: layout, measuring: cells)) }
            func packed(_ layout: ImageLayout) throws -> [UInt8] {
                try preview.renderer.withPixels(try picture(layout)) { BackgroundPixels.packed($0, width: $1, height: $2, stride: $3) }
            }
            let index = try #require(layout.dimmingIndex)
            let prefix = try #require(try preview.renderer.paintPrefix(of: try picture(layout),
                                                                       first: ContrastLint.backgroundItems(of: layout, first: index).count))
            let before = prefix.packedPixels
            let prediction = DimmingPrediction(width: before.width, height: before.height, scale: ContrastLint.measuringScale,
                                               painted: try packed(layout), beforeDimming: before.bytes, dimming: layout.dimmingColor,
                                               opacity: layout.dimmingOpacity, reading: cells)
            // The step's dimming over `value` (channel 0…3: blue, green, red, alpha), as Cairo composites it.
            let fill = ImageLayout.dimmingFill(layout.dimmingColor, opacity: layout.dimmingOpacity)
            func dimmed(_ value: UInt8, _ channel: Int) -> Double {
                let source = [fill.blue, fill.green, fill.red, 1][channel] * fill.alpha * 255
                return source + Double(value) * (1 - fill.alpha)
            }
            var worst = 0, open = 0, far = 0
            for (color, opacity) in [(layout.dimmingColor, 0.9), (RGBAColor.black, 0.6), (.white, 0.3)] {
                let painted = try packed(try #require(layout.replacingDimming(color: color, opacity: opacity)))
                prediction.withPixels(dimming: color, opacity: opacity) { predicted in
                    for (xs, ys) in prediction.regions {
                        for y in ys {
                            for x in xs {
                                let i = (y * predicted.width + x) * 4
                                // Only pixels the step's own picture shows as its dimming over what is before it.
                                guard (0..<4).allSatisfy({ abs(Double(prediction.painted[i + $0]) - dimmed(before.bytes[i + $0], $0)) <= 1 }) else { continue }
                                open += 1
                                let off = (0..<4).map { abs(Int(predicted.bytes[i + $0]) - Int(painted[i + $0])) }.max()!
                                worst = max(worst, off)
                                if off > 1 { far += 1 }
                            }
                        }
                    }
                }
            }
            return (worst, open, far)
        }
        let (worst, open, far) = try #require(measured.first)
        // A faint shadow that rounds away under the step's dimming shows under a stronger one:
        // a few pixels move by a little more.
        #expect(open > 500 && far * 10 < open && worst <= 4, "\(far) of \(open) pixels off by more than 1, at most \(worst)")
    }
}
