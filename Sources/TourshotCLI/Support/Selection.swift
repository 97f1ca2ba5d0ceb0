import ArgumentParser
import Foundation
import TourshotModel
import TourshotRender

/// Which images a command works on: project, tour, screen, steps and orientations.
struct SelectionOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Project file.", discussion: "Default: tourshot.json in the current directory.", valueName: "path"))
    var project: String?

    @Option(name: .long, help: ArgumentHelp("Tour name from the project file (default: the first tour).", valueName: "name"))
    var tour: String?

    @Option(name: .long, help: ArgumentHelp("Screen name or screen file stem (default: the tour's first screen).", valueName: "name"))
    var screen: String?

    @Option(name: .long, help: ArgumentHelp("1-based step number to render.", valueName: "n"))
    var step: Int?

    @Flag(name: .long, help: "Every step of the tour (the default when --step is not given).")
    var all = false

    @Flag(help: "Orientation (default: portrait, or landscape when the screen has no portrait capture).")
    var orientation: OrientationChoice?

    @Option(name: .long, help: ArgumentHelp("Pixels per point (default: the screen's scale).", valueName: "x"))
    var scale: Double?

    @Flag(name: .long, help: "Let input files name paths outside the project's folder (refused by default).")
    var allowOutside = false

    @OptionGroup var variant: VariantOptions

    @Flag(name: .long, help: "Draw the layout's warnings onto the image: an outline around each problem and a numbered caption (red: error, amber: warning).")
    var annotate = false

    enum OrientationChoice: String, EnumerableFlag {
        case portrait, landscape, both
    }

    func validate() throws {
        if step != nil && all { throw ValidationError("--step and --all exclude each other; give one") }
        if let step, step < 1 { throw ValidationError("--step counts from 1; got \(step)") }
        if let scale, !(scale >= 0.25 && scale <= 4) { throw ValidationError("--scale must be between 0.25 and 4; got \(scale)") }
    }
}

/// Appearance, dynamic type and writing direction of the previews (a tour entry's variant, overridden).
struct VariantOptions: ParsableArguments {
    @Flag(name: .long, help: "Dark appearance: each style's dark look (as a tutorial theme's \"appearance\": \"dark\").")
    var dark = false

    @Option(name: .long, help: ArgumentHelp("Dynamic type factor applied to every font, 0.5 to 3 (e.g. 1.3).", valueName: "x"))
    var textScale: Double?

    @Flag(name: .long, help: "Right-to-left layout, as a tutorial \"locale\" such as \"ar\" gives (card alignment and text mirror; TutorialKit's anchors stay absolute; wireframes mirror).")
    var rtl = false

    func validate() throws {
        if let textScale, !(textScale >= 0.5 && textScale <= 3) { throw ValidationError("--text-scale must be between 0.5 and 3; got \(textScale)") }
    }

    var presentation: PresentationVariant {
        PresentationVariant(appearance: dark ? .dark : nil, textScale: textScale, layoutDirection: rtl ? .rightToLeft : nil)
    }
}

/// The loaded project and the images a selection names.
struct ResolvedSelection {
    let project: Project
    let tour: Tour
    let screen: Screen
    let jobs: [ImageJob]

    init(_ options: SelectionOptions) throws {
        let project = try ProjectLookup.load(options.project)
        self.project = project

        let entry = try project.tourEntries(named: options.tour)[0]
        let written: Tour
        do {
            written = try TourLoader.load(entry, project: project, allowOutside: options.allowOutside)
        } catch { throw CommandFailure(error) }
        let tour = options.variant.presentation.applied(to: written)
        self.tour = tour

        let screen = try options.screen.map { try project.screens(of: tour, named: $0)[0] } ?? tour.screens[0]
        self.screen = screen

        let stepCount = tour.tutorial.steps.count
        let steps: [Int]
        if let step = options.step {
            guard step <= stepCount else {
                throw tour.missingStep(step)
            }
            steps = [step]
        } else {
            steps = Array(1...stepCount)
        }

        let orientations: [Orientation]
        switch options.orientation {
        case .portrait?: orientations = [.portrait]
        case .landscape?: orientations = [.landscape]
        case .both?: orientations = screen.orientations
        case nil: orientations = [screen.orientations[0]]
        }
        for orientation in orientations where screen.capture(orientation) == nil {
            throw CommandFailure.invalidInput("\(InputFile.displayPath(screen.file)): \(orientation.rawValue): screen \"\(screen.name)\" has no \(orientation.rawValue) capture; add one or choose --\(screen.orientations[0].rawValue)")
        }
        if let scale = options.scale {
            for orientation in orientations {
                let size = screen.capture(orientation)!.size
                guard max(size.width, size.height) * scale <= Double(Limits.imageSide) else {
                    throw CommandFailure.invalidInput("--scale \(scale) makes the \(orientation.rawValue) canvas larger than \(Limits.imageSide) px a side")
                }
            }
        }
        jobs = steps.flatMap { step in
            orientations.map { ImageJob(tour: tour, screen: screen, step: step, orientation: $0) }
        }
    }
}
