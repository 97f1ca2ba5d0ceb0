import TourshotModel
import TourshotRender

/// Everything a run reads, resolved before its first write: the project, the selected images
/// and every screenshot they show, decoded and checked (as usvg resolves images into its tree).
public struct PreviewInputs: Sendable {
    public let project: PreviewProject
    public let jobs: [ImageJob]
    /// The decoded screenshots, shared by every worker.
    public let images: ScreenshotCache
    /// Where the pinned fonts are looked for: `TOURSHOT_FONT_DIRS`, the project's `fonts`, or
    /// Debian's folders.
    public let fontDirectories: [String]
    /// The project's `textFont`, its files checked like every path the project names.
    public let textFace: TextFontChoice?

    /// Loads the project at `path` and resolves `selection` in it; `narrow` picks a part of the
    /// selected images (a shard) before any screenshot is decoded.
    public static func load(project path: String?, allowOutside: Bool, selection: ImageSelection,
                            variant: PresentationVariant = PresentationVariant(),
                            narrow: ([ImageJob]) -> [ImageJob] = { $0 }) throws(PreviewFailure) -> PreviewInputs {
        let project = try PreviewProject.load(path, allowOutside: allowOutside)
        let selected = try selection.jobs(in: project, variant: variant)
        return try PreviewInputs(project: project, jobs: narrow(selected))
    }

    /// The inputs of `jobs`, with their screenshots decoded into a new store.
    public init(project: PreviewProject, jobs: [ImageJob]) throws(PreviewFailure) {
        let images = ScreenshotCache()
        let fonts = try project.fonts()
        fontDirectories = fonts.directories
        textFace = fonts.textFace
        try Screenshots.resolve(jobs.map { ($0.screen, $0.orientation) }, into: images)
        self.project = project
        self.jobs = jobs
        self.images = images
    }
}
