import TourshotModel

/// One image to produce: a step of a tour on a screen in an orientation.
public struct ImageJob: Sendable {
    public let tour: Tour
    public let screen: Screen
    /// 1-based.
    public let step: Int
    public let orientation: Orientation

    init(tour: Tour, screen: Screen, step: Int, orientation: Orientation) {
        self.tour = tour
        self.screen = screen
        self.step = step
        self.orientation = orientation
    }

    /// The image's file name — previews, goldens, report and review entries all use it.
    public var name: ImageName {
        ImageName(tour: tour.name, screen: screen.name, step: step, stepCount: tour.tutorial.steps.count, orientation: orientation,
                   locale: tour.locale)
    }

    /// "step 3 of 5, landscape, iphone-se" (", locale de" when localized) for messages.
    public var summary: String {
        "step \(step) of \(tour.tutorial.steps.count), \(orientation.rawValue), \(screen.name)" + (tour.locale.map { ", locale \($0)" } ?? "")
    }
}
