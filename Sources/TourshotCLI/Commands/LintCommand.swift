import ArgumentParser
import Foundation
import TourshotLayout
import TourshotModel
import TourshotRender

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Review the layouts: print every warning per image, with a fix when one exists.",
        discussion: """
        Lays out every tour × screen × step × orientation of the project (or the ones selected) and prints the warnings of the layout JSON, one block per image: level, code, element, what the device gets wrong, and a fix found by laying the step out again with other arrow angles and lengths. Exit status: 0 no error-level warning, 1 at least one, 2 invalid input.

        Examples:
          tourshot lint
          tourshot lint --tour approach --screen iphone-se --landscape
          tourshot lint --json > warnings.json
        """)

    @Option(name: .long, help: ArgumentHelp("Project file.", discussion: "Default: tourshot.json in the current directory.", valueName: "path"))
    var project: String?

    @Option(name: .long, help: ArgumentHelp("Only this tour (default: every tour).", valueName: "name"))
    var tour: String?

    @Option(name: .long, help: ArgumentHelp("Only this screen name or file stem (default: every screen).", valueName: "name"))
    var screen: String?

    @Option(name: .long, help: ArgumentHelp("Only this 1-based step (default: every step).", valueName: "n"))
    var step: Int?

    @Flag(help: "Orientation (default: every orientation the screen has).")
    var orientation: SelectionOptions.OrientationChoice?

    @Flag(name: .long, help: "Print the warnings as JSON (an array of {tour, screen, step, orientation, warnings}).")
    var json = false

    @Flag(name: .long, help: "Let input files name paths outside the project's folder (refused by default).")
    var allowOutside = false

    @OptionGroup var variant: VariantOptions

    func validate() throws {
        if let step, step < 1 { throw ValidationError("--step counts from 1; got \(step)") }
    }

    func run() throws {
        let jobs = try LintSelection.jobs(project: project, tour: tour, screen: screen, step: step,
                                          orientation: orientation, allowOutside: allowOutside, variant: variant.presentation)
        let layouts = try RenderPool().map(jobs) { _, layout, _ in layout }
        var errors = 0, total = 0, images = 0
        var objects: [JSONOutput] = []
        for layout in layouts {
            total += layout.warnings.count
            errors += layout.warnings.filter { $0.level == .error }.count
            if !layout.warnings.isEmpty { images += 1 }
            if json {
                objects.append(.object([("tour", .string(layout.tour)), ("screen", .string(layout.screen)),
                                        ("step", .number(Double(layout.step))), ("orientation", .string(layout.orientation.rawValue)),
                                        ("warnings", layout.json.member("warnings") ?? .array([]))]))
            } else if !layout.warnings.isEmpty {
                Console.out(LintText.block(layout))
            }
        }
        if json {
            Console.out(JSONOutput.array(objects).serialized())
        } else {
            Console.out("lint: \(total) warning\(total == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")) in \(images) of \(layouts.count) images")
        }
        if errors > 0 { throw CommandFailure(lines: [], status: 1) }
    }
}

/// Text of `tourshot lint` for one image.
enum LintText {
    static func block(_ layout: ImageLayout) -> String {
        var lines = ["\(GoldenLikeName.name(layout)) (step \(layout.step) of \(layout.stepCount), \(layout.orientation.rawValue), \(layout.screen)):"]
        for warning in layout.warnings {
            let element = warning.element.map { " \($0)" } ?? ""
            lines.append("  \(warning.level.rawValue) \(warning.code.rawValue)\(element): \(warning.message)")
            if let fix = warning.fix { lines.append("    fix: \(fix)") }
        }
        return lines.joined(separator: "\n")
    }
}

/// `<tour>-<screen>-stepNN-<orientation>`, as image files and goldens are named.
enum GoldenLikeName {
    static func name(_ layout: ImageLayout) -> String {
        "\(layout.tour)-\(layout.screen)-step\(layout.step < 10 ? "0" : "")\(layout.step)-\(layout.orientation.rawValue)"
    }
}

/// Every image of a project, or the tours, screens, steps and orientations named.
enum LintSelection {
    static func jobs(project path: String?, tour: String?, screen: String?, step: Int?,
                     orientation: SelectionOptions.OrientationChoice?, allowOutside: Bool,
                     variant: PresentationVariant = PresentationVariant()) throws -> [ImageJob] {
        let project = try ProjectLookup.load(path)
        let entries = try project.tourEntries(named: tour)
        var jobs: [ImageJob] = []
        for entry in entries {
            let written: Tour
            do { written = try TourLoader.load(entry, project: project, allowOutside: allowOutside) } catch { throw CommandFailure(error) }
            let loaded = variant.applied(to: written)
            // Across every tour a screen only some tours have is no error; in one named tour it is.
            let screens = try screen.map { name in
                tour != nil ? try project.screens(of: loaded, named: name) : loaded.screens.filter { $0.isNamed(name) }
            } ?? loaded.screens
            let count = loaded.tutorial.steps.count
            if let step, step > count, tour != nil {
                throw loaded.missingStep(step)
            }
            let steps = step.map { $0 <= count ? [$0] : [] } ?? Array(1..<count + 1)
            for candidate in screens {
                let orientations: [Orientation] = switch orientation {
                case .portrait?: candidate.capture(.portrait) == nil ? [] : [.portrait]
                case .landscape?: candidate.capture(.landscape) == nil ? [] : [.landscape]
                case .both?, nil: candidate.orientations
                }
                for number in steps {
                    for orientation in orientations {
                        jobs.append(ImageJob(tour: loaded, screen: candidate, step: number, orientation: orientation))
                    }
                }
            }
        }
        return jobs
    }
}
