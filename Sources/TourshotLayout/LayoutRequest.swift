import TourshotFiles
import TourshotModel
import TourshotPNG

/// One image to lay out: a step of a tour on one screen in one orientation, how it is drawn,
/// and the measurer, with the tutorial's style looked up in the registry once. `StepLayout`,
/// the design review and its fix search all take this one value.
public struct LayoutRequest<Measurer: TextMeasuring>: Sendable {
    public let tour: Tour
    public let screen: Screen
    /// 1-based.
    public let stepNumber: Int
    public let orientation: Orientation
    /// Pixel scale override (nil: the screen's own).
    public let scale: Double?
    /// Light or dark (nil: the tutorial theme's `appearance`, else light).
    public let appearance: Appearance?
    /// Measures every font at the tutorial's text scale (dynamic type).
    public let measurer: DynamicTypeMeasurer<Measurer>
    /// The reference system of the tutorial's `style`.
    public let style: any ReferenceStyle
    /// The screenshots the capture shows, decoded.
    public let screenshots: any DecodedImages

    public init(tour: Tour, screen: Screen, stepNumber: Int, orientation: Orientation, scale: Double? = nil,
                appearance: Appearance? = nil, measurer: Measurer, screenshots: any DecodedImages = [:]) {
        (self.tour, self.screen, self.stepNumber, self.orientation) = (tour, screen, stepNumber, orientation)
        self.screenshots = screenshots
        (self.scale, self.appearance) = (scale, appearance)
        self.measurer = DynamicTypeMeasurer(base: measurer, factor: tour.tutorial.textScale)
        style = ReferenceStyles.style(tour.tutorial.style)
    }

    /// The same request of a variant of its tour: the style kept (a variant never changes it),
    /// the measurer at the variant's text scale.
    private init(_ request: LayoutRequest, tour: Tour) {
        (self.tour, screen, stepNumber, orientation) = (tour, request.screen, request.stepNumber, request.orientation)
        (scale, appearance, style) = (request.scale, request.appearance, request.style)
        measurer = DynamicTypeMeasurer(base: request.measurer.base, factor: tour.tutorial.textScale)
        screenshots = request.screenshots
    }

    public var tutorial: Tutorial { tour.tutorial }
    /// The step laid out; nil when the tour has no step `stepNumber`.
    public var step: Step? { tutorial.steps.indices.contains(stepNumber - 1) ? tutorial.steps[stepNumber - 1] : nil }
    /// The screen's capture in `orientation`; nil when it has none.
    public var capture: Capture? { screen.capture(orientation) }
    /// Dynamic type factor applied to every font (1: the default size).
    public var textScale: Double { tutorial.textScale }

    /// The decoded pixels of a screenshot the capture shows, and how messages name it: the
    /// screen file, the JSON path naming it (`landscape.background`) and its file, as
    /// `Screenshots` names one that does not decode.
    func screenshot(_ source: InputPath, at path: String) throws(StepLayout.Failure) -> (pixels: PixelImage, source: String) {
        let named = "\(InputFile.displayPath(screen.file)): \(orientation.rawValue).\(path): screenshot \(InputFile.displayPath(source.url))"
        guard let pixels = screenshots.pixels(source) else { throw .screenshotNotDecoded(named) }
        return (pixels, named)
    }

    /// The same image of a variant of its tour (a fix the design review tries, a larger text
    /// size lint measures); `tour` must have the same style.
    public func replacing(tour: Tour) -> LayoutRequest { LayoutRequest(self, tour: tour) }
}
