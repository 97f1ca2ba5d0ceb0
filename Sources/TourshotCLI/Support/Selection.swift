import ArgumentParser
import TourshotModel
import TourshotPreview

/// `--project` and `--allow-outside`: the project every command reads, and its path policy.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Project file.", discussion: "Default: tourshot.json in the current directory.", valueName: "path"))
    var project: String?

    @Flag(name: .long, help: "Let the project and the command line name paths outside the project's folder, to read or to write (refused by default).")
    var allowOutside = false

    func load() throws -> PreviewProject {
        do { return try PreviewProject.load(project, allowOutside: allowOutside) } catch { throw CommandFailure(error) }
    }
}

/// A command's defaults for the images it selects, and how its help words them.
protocol SelectionDefaults {
    static var defaults: ImageSelection.Defaults { get }
}

/// render and layout: one screen of one tour.
enum FirstScreenDefaults: SelectionDefaults {
    static let defaults = ImageSelection.Defaults.firstScreen
}

/// review: every screen of one tour.
enum OneTourDefaults: SelectionDefaults {
    static let defaults = ImageSelection.Defaults.oneTour
}

/// lint, check and record: every image of the project.
enum EverythingDefaults: SelectionDefaults {
    static let defaults = ImageSelection.Defaults.everything
}

/// Which images a command works on: project, tour, screen, step and orientation.
struct SelectionOptions<Defaults: SelectionDefaults>: ParsableArguments {
    @OptionGroup var project: ProjectOptions

    @Option(name: .long, help: ArgumentHelp("Only this tour (default: \(Defaults.defaults.tours == .first ? "the first tour" : "every tour")).", valueName: "name"))
    var tour: String?

    @Option(name: .long, help: ArgumentHelp("Only this screen, by name or file stem (default: \(Defaults.defaults.screens == .first ? "the tour's first screen" : "every screen")).", valueName: "name"))
    var screen: String?

    @Option(name: .long, help: ArgumentHelp("Only this 1-based step (default: every step).", valueName: "n"))
    var step: Int?

    @Option(name: .long, help: ArgumentHelp("Only this locale of the localized tours (default: every locale each tour lists; docs/locales.md).", valueName: "code"))
    var locale: String?

    @Flag(help: ArgumentHelp("Orientation (default: \(Defaults.defaults.orientations == .first ? "portrait, or landscape when the screen has no portrait capture" : "every orientation each screen has")); --both for every one."))
    var orientation: ImageSelection.Orientations?

    // On every command that selects images, so a command line that works for one works for all
    // (where every screen is the default already, it says so). `--all` stays render's and
    // layout's: record's `--all` is a mode.
    @Flag(name: .long, help: ArgumentHelp("Every screen of each tour (\(Defaults.defaults.screens == .first ? "default: the tour's first screen" : "the default")); with --step, that step on each screen."))
    var allScreens = false

    func validate() throws {
        if let step, step < 1 { throw ValidationError("--step counts from 1; got \(step)") }
        try OptionCheck.exclusive(("--screen", screen != nil), ("--all-screens", allScreens))
    }

    var selection: ImageSelection {
        let named = ImageSelection(tour: tour, screen: screen, step: step, orientation: orientation, locale: locale, defaults: Defaults.defaults)
        return allScreens ? named.everyScreen() : named
    }

    /// The project, the selected images (narrowed by `narrow`, e.g. to a shard) and every
    /// screenshot they show, all checked before the command writes anything.
    func load(variant: PresentationVariant = PresentationVariant(), narrow: ([ImageJob]) -> [ImageJob] = { $0 }) throws -> PreviewInputs {
        let inputs: PreviewInputs
        do {
            inputs = try PreviewInputs.load(project: project.project, allowOutside: project.allowOutside,
                                            selection: selection, variant: variant, narrow: narrow)
        } catch { throw CommandFailure(error) }
        AnswerNotes.print(inputs.jobs)
        return inputs
    }
}

extension ImageSelection.Orientations: EnumerableFlag {
    public static func name(for value: Self) -> NameSpecification { .customLong(value.name) }
}

/// Appearance, dynamic type and writing direction of the previews (a tour entry's variant, overridden).
struct VariantOptions: ParsableArguments {
    @OptionGroup var appearance: AppearanceOptions<DrawnAppearance>

    @Flag(name: .long, help: "Right-to-left layout, as a tutorial \"locale\" such as \"ar\" gives (card alignment and text mirror; TutorialKit's anchors stay absolute; wireframes mirror).")
    var rtl = false

    @Option(name: .long, help: ArgumentHelp("An Xcode pseudolanguage applied to every text: double (Double-Length), accented, bounded (Bounded String), rtl (Right-to-Left); docs/locales.md.", valueName: "kind"))
    var pseudo: Pseudolanguage?

    var presentation: PresentationVariant {
        PresentationVariant(appearance: appearance.dark ? .dark : nil, textScale: appearance.textScale, layoutDirection: rtl ? .rightToLeft : nil,
                            pseudolanguage: pseudo)
    }
}

/// `--all` and `--scale` of the commands that show steps of one screen (render, layout).
struct StepImageOptions: ParsableArguments {
    @Flag(name: .long, help: "Every step of the tour (the default when --step is not given).")
    var all = false

    @Option(name: .long, help: ArgumentHelp("Pixels per point (default: the screen's scale).", valueName: "x"))
    var scale: Double?

    func validate() throws {
        try OptionCheck.within(scale, Limits.imageScale, "--scale")
    }

    /// Refuses a scale that makes a canvas larger than the screenshots' limit.
    func check(_ jobs: [ImageJob]) throws {
        guard let scale else { return }
        for job in jobs {
            let size = job.screen.capture(job.orientation)!.size
            guard max(size.width, size.height) * scale <= Double(Limits.imageSide) else {
                throw CommandFailure.invalidInput("--scale \(scale) makes the \(job.orientation.rawValue) canvas of \(job.screen.name) larger than \(Limits.imageSide) px a side")
            }
        }
    }
}
