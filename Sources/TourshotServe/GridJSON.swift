import TourshotModel

/// The page's data: the images of one variant in suite order, each with what its cell shows,
/// and the inputs' error when they do not load (the images are then the last good ones).
enum GridJSON {
    /// `error`: this page's own refusal (a variant over the image limit) instead of the inputs'.
    static func text(_ state: ReviewSession.State, variant: PageVariant, error: [String]? = nil) -> String {
        let images = (state.order[variant] ?? []).compactMap { state.images[$0] }
        return JSONOutput.object([
            ("version", .number(Double(state.version))),
            ("error", (error ?? state.error).map { .array($0.map(JSONOutput.string)) } ?? .null),
            ("images", .array(images.map(entry))),
        ]).serialized()
    }

    static func entry(_ image: ServedImage) -> JSONOutput {
        let job = image.job
        return .object([
            ("id", .string(image.id)),
            ("tour", .string(job.tour.name)),
            ("step", .number(Double(job.step))),
            ("steps", .number(Double(job.tour.tutorial.steps.count))),
            ("screen", .string(job.screen.name)),
            ("orientation", .string(job.orientation.rawValue)),
            ("locale", job.tour.locale.map(JSONOutput.string) ?? .null),
            ("alt", .string(image.alt)),
            ("v", .number(Double(image.version))),
            ("reviewed", .bool(image.layoutText != nil)),
            ("warnings", .array(image.warnings.map { warning in
                .object([("level", .string(warning.level.rawValue)), ("code", .string(warning.code.rawValue)),
                         ("element", warning.element.map(JSONOutput.string) ?? .null), ("message", .string(warning.message)),
                         ("fix", warning.fix.map(JSONOutput.string) ?? .null)])
            })),
            ("golden", .object([("status", .string(image.golden.status.rawValue)), ("summary", .string(image.golden.summary))])),
        ])
    }
}
