import CCairo
import Testing
@testable import TourshotLayout
@testable import TourshotModel
@testable import TourshotPreview
@testable import TourshotRender
import TourshotTestSupport

/// The contrast fix search's shortcuts give what laying out and painting each candidate again
/// gave: a dimming set on the layout is the layout of the tutorial with that dimming, and a
/// picture painted over its painted first items has the pixels of the picture painted at once.
struct ContrastSearchReuseTests {
    static let screen = TourBuilder.screen([CapturedElement(id: "wifi", frame: Rect(x: 16, y: 300, width: 361, height: 44)),
                                            CapturedElement(id: "general", frame: Rect(x: 16, y: 400, width: 361, height: 44), cornerRadius: 10)])

    static func tour(_ style: TutorialStyle, highlighted: Bool, dimming: (RGBAColor, Double)? = nil) -> Tour {
        var step = TourBuilder.step(title: "Wi-Fi", body: "Join a network.")
        if highlighted { step.highlights = [Highlight(element: "general")] }
        step.arrows = [ArrowSpec(element: "wifi", anchor: .top, length: 80, label: "Wi-Fi")]
        let tour = TourBuilder.tour([step], style: style)
        guard let (color, opacity) = dimming else { return tour }
        return tour.replacing(tutorial: tour.tutorial.replacingDimming(color: color, opacity: opacity))
    }

    static func layout(_ tour: Tour) throws -> ImageLayout {
        try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: .portrait, measurer: FixedAdvanceMeasurer()), lint: false)
    }

    @Test(arguments: [TutorialStyle.tutorialkit, .instructions, .polaris, .spotlight], [true, false])
    func aDimmingSetOnTheLayoutIsTheLayoutWithThatDimming(style: TutorialStyle, highlighted: Bool) throws {
        let base = try Self.layout(Self.tour(style, highlighted: highlighted))
        for (color, opacity) in [(base.dimmingColor, 0.85), (RGBAColor.black, base.dimmingOpacity), (.white, 0.6)] {
            let laidOut = try Self.layout(Self.tour(style, highlighted: highlighted, dimming: (color, opacity)))
            guard let replaced = base.replacingDimming(color: color, opacity: opacity) else {
                // Spotlight without a focus draws no dimming (its circle would clear it all).
                #expect(style == .spotlight && !highlighted && base.dimmingIndex == nil)
                continue
            }
            #expect(replaced.displayList == laidOut.displayList)
            #expect(replaced.dimmingColor == laidOut.dimmingColor && replaced.dimmingOpacity == laidOut.dimmingOpacity)
            let same = color == base.dimmingColor && opacity == base.dimmingOpacity
            #expect((replaced.displayList == base.displayList) == same)
        }
    }

    @Test func aLayoutWithoutDimmingHasNoneToReplace() throws {
        var step = Step()
        step.page = OnboardingPage(emoji: nil, title: "Welcome", description: nil, colors: [.white, .white], gestureHint: nil)
        let page = try Self.layout(TourBuilder.tour([step], style: .onboarding))
        #expect(page.dimmingIndex == nil && page.replacingDimming(color: .black, opacity: 0.5) == nil)
    }

    /// Instructions' step (dimming with a cutout, the coach mark, a labelled arrow) read where
    /// the label is, painted at once and over its items before the dimming: the same bytes.
    @Test func aPicturePaintedOverItsPaintedFirstItemsHasTheSamePixels() throws {
        let job = ImageJob(tour: Self.tour(.instructions, highlighted: true), screen: Self.screen, step: 1, orientation: .portrait)
        let results = try PreviewPipeline(images: ScreenshotCache()).run([job]) { preview -> (same: Bool, first: Int) in
            let layout = preview.layout
            let picture = try #require(preview.contrastPicture(of: layout, only: nil).picture)
            let index = try #require(layout.dimmingIndex)
            let first = try #require(ContrastLint.itemsBefore(index, of: layout, in: picture))
            let prefix = try #require(try preview.renderer.paintPrefix(of: picture, first: first))
            func bytes(_ prefix: PaintedPrefix?) throws -> [UInt8] {
                try preview.renderer.withPixels(picture, over: prefix) { bytes, _, height, stride in Array(UnsafeBufferPointer(start: bytes, count: height * stride)) }
            }
            return (try bytes(nil) == bytes(prefix), first)
        }
        let (same, first) = try #require(results.first)
        #expect(same)
        #expect(first > 0, "the screen before the dimming is painted")
    }

    /// A picture painted with shadow masks kept from an earlier paint (the card's, here) has the
    /// pixels of one that makes them.
    @Test func aPicturePaintedWithKeptShadowMasksHasTheSamePixels() throws {
        let job = ImageJob(tour: Self.tour(.tutorialkit, highlighted: true), screen: Self.screen, step: 1, orientation: .portrait)
        let results = try PreviewPipeline(images: ScreenshotCache()).run([job]) { preview -> (same: Bool, kept: Int) in
            let picture = try #require(preview.contrastPicture(of: preview.layout, only: nil).picture)
            func bytes(_ masks: ShadowMaskStore?) throws -> [UInt8] {
                try preview.renderer.withPixels(picture, masks: masks) { bytes, _, height, stride in Array(UnsafeBufferPointer(start: bytes, count: height * stride)) }
            }
            let masks = ShadowMaskStore()
            let made = try bytes(masks)
            let kept = masks.count
            return (try bytes(nil) == made && bytes(masks) == made, kept)
        }
        let (same, kept) = try #require(results.first)
        #expect(same && kept > 0, "\(kept) masks kept")
    }

    /// A store over its budget drops the masks longest unasked-for and keeps the last one it
    /// was given: the pixels stay the same, and the store never holds more than one mask here.
    @Test func aStoreOverItsBudgetKeepsOneMaskAndTheSamePixels() throws {
        let shadows: [DisplayItem] = (0..<3).flatMap { index -> [DisplayItem] in
            let card = VectorPath.roundedRect(Rect(x: 20, y: 40 + Double(index) * 120, width: 200, height: 80), radius: 12)
            return [.shadow(card, color: RGBAColor(white: 0, alpha: 0.3), radius: 8, offset: Point(x: 0, y: 4)), .fill(card, .white)]
        }
        let picture = Picture(canvasSize: Size(width: 240, height: 420), scale: 0.5, displayList: [.clear(RGBAColor(white: 0.9))] + shadows)
        let renderer = ImageRenderer(fonts: try FontSystem.make())
        func bytes(_ masks: ShadowMaskStore?) throws -> [UInt8] {
            try renderer.withPixels(picture, masks: masks) { bytes, _, height, stride in Array(UnsafeBufferPointer(start: bytes, count: height * stride)) }
        }
        let tiny = ShadowMaskStore(budget: 1)
        let first = try bytes(tiny)
        #expect(tiny.count == 1)
        #expect(try bytes(tiny) == first && bytes(nil) == first && tiny.count == 1)
        let roomy = ShadowMaskStore()
        #expect(try bytes(roomy) == first && roomy.count == 3)
    }

    /// Over its budget the store drops the mask asked for longest ago: of A and B, with A asked
    /// for again, keeping C drops B.
    @Test func aStoreOverItsBudgetDropsTheMaskLongestUnaskedFor() throws {
        let side = 16, maskBytes = try ImageSurface(format: CAIRO_FORMAT_A8, width: side, height: side).stride * side
        let store = ShadowMaskStore(budget: 2 * maskBytes)
        func key(_ x: Double) -> ShadowMaskStore.Key {
            ShadowMaskStore.Key(shadow: ShadowKey(path: .rect(Rect(x: x, y: 0, width: 4, height: 4)), radius: 2, offset: Point(x: 0, y: 0)),
                                scale: 1, pixelWidth: 100, pixelHeight: 100)
        }
        func mask() throws -> ShadowMask { ShadowMask(surface: try ImageSurface(format: CAIRO_FORMAT_A8, width: side, height: side), x: 0, y: 0) }
        let (a, b, c) = (key(0), key(10), key(20))
        store.keep(try mask(), for: a)
        store.keep(try mask(), for: b)
        #expect(store.mask(a) != nil)
        store.keep(try mask(), for: c)
        #expect(store.count == 2)
        #expect(store.mask(b) == nil && store.mask(a) != nil && store.mask(c) != nil)
    }
}

/// The contrast picture leaves out what cannot show in the boxes it reads (`HiddenItems`): each
/// box's pixels are those of the picture with every item painted.
struct HiddenItemsPixelTests {
    @Test(arguments: [TutorialStyle.tutorialkit, .instructions, .polaris, .spotlight], [true, false])
    func itemsLeftOutChangeNoPixelOfABox(style: TutorialStyle, highlighted: Bool) throws {
        let job = ImageJob(tour: ContrastSearchReuseTests.tour(style, highlighted: highlighted), screen: ContrastSearchReuseTests.screen,
                           step: 1, orientation: .portrait)
        let results = try PreviewPipeline(images: ScreenshotCache()).run([job]) { preview -> (left: Int, same: Bool) in
            let (runs, plans, made) = preview.contrastPicture(of: preview.layout, only: nil)
            let picture = try #require(made)
            let clip = try #require(picture.displayList.lazy.compactMap { item -> VectorPath? in
                if case .clipped(let clip, _) = item { clip } else { nil }
            }.first)
            let all = ContrastLint.backgroundItems(of: preview.layout)
            let whole = Picture(canvasSize: picture.canvasSize, scale: picture.scale,
                                displayList: ContrastLint.clippedRuns(all, to: clip, breakingBefore: nil))
            let boxes = runs.map(\.visible) + plans.flatMap(\.cells)
            let read = try ContrastPictureTests.boxBytes(boxes, of: picture, with: preview.renderer)
            let everything = try ContrastPictureTests.boxBytes(boxes, of: whole, with: preview.renderer)
            return (all.count - ContrastPictureTests.topLevelItems(picture), read == everything)
        }
        let (left, same) = try #require(results.first)
        #expect(same, "\(left) items left out")
        // Instructions', Polaris' and Spotlight's opaque boxes hide the rows under them; this
        // TutorialKit card's text is read where no opaque fill covers it.
        #expect((left > 0) == (style != .tutorialkit), "\(left) items left out")
    }
}
