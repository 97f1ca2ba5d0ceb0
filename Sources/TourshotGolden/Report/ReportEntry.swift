import TourshotModel

/// One image of a check run, as the report shows it.
public struct ReportEntry: Sendable {
    public let tour: String
    public let screen: String
    /// 1-based.
    public let step: Int
    public let orientation: Orientation
    public let outcome: ImageOutcome
    public let artefacts: ImageArtefacts
    /// The command that records this image's goldens, for images that did not pass.
    public let acceptCommand: String?
    /// Render and compare time.
    public let seconds: Double

    public init(tour: String, screen: String, step: Int, orientation: Orientation, outcome: ImageOutcome,
                artefacts: ImageArtefacts, acceptCommand: String?, seconds: Double) {
        self.tour = tour
        self.screen = screen
        self.step = step
        self.orientation = orientation
        self.outcome = outcome
        self.artefacts = artefacts
        self.acceptCommand = acceptCommand
        self.seconds = seconds
    }

    public var name: ImageName { outcome.name }
    public var status: ImageOutcome.Status { outcome.status }
}
