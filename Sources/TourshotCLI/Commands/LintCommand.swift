import ArgumentParser
import Foundation
import TourshotLayout
import TourshotModel
import TourshotPreview

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

    @OptionGroup var selection: SelectionOptions<EverythingDefaults>
    @OptionGroup var variant: VariantOptions

    @OptionGroup var output: JSONOption<LintCommand>

    @OptionGroup var reporter: ReporterOption

    func validate() throws {
        try OptionCheck.exclusive(("--json", output.json), ("--reporter github", reporter.reporter == .github))
    }

    func run() throws {
        let inputs = try reporter.reportingInputErrors { try selection.load(variant: variant.presentation) }
        let settings = inputs.project.project.lint
        let images = try PreviewPipeline(inputs).run(inputs.jobs) { ($0.job, try $0.linted(settings)) }
        var errors = 0, total = 0, flagged = 0
        var objects: [JSONOutput] = []
        for (job, layout) in images {
            let name = job.name, locale = job.tour.locale
            total += layout.warnings.count
            errors += layout.warnings.filter { $0.level == .error }.count
            if !layout.warnings.isEmpty { flagged += 1 }
            if output.json {
                objects.append(.object([("tour", .string(layout.tour)), ("screen", .string(layout.screen)),
                                        ("step", .number(Double(layout.step))), ("orientation", .string(layout.orientation.rawValue))]
                                       + (locale.map { [("locale", .string($0))] } ?? [])
                                       + [("warnings", layout.json.member("warnings") ?? .array([]))]))
            } else if reporter.reporter == .github {
                LintText.annotations(layout, job: job).forEach { Console.out($0) }
            } else if !layout.warnings.isEmpty {
                LintText.block(layout, name: name.stem, locale: locale).forEach { Console.out($0.text, after: $0.decoration) }
            }
        }
        if output.json {
            Console.document(JSONOutput.array(objects).serialized())
        } else {
            Console.out(LintText.summary(total: total, errors: errors, flagged: flagged, images: images.count))
        }
        if errors > 0 { throw CommandFailure(lines: [], status: 1) }
    }
}

/// Text of `tourshot lint` for one image.
enum LintText {
    /// The last line: a clean run says so instead of "0 warnings … in 0 of 8 images".
    static func summary(total: Int, errors: Int, flagged: Int, images: Int) -> String {
        guard total > 0 else { return "lint: no warnings in \(images) image\(images == 1 ? "" : "s")" }
        return "lint: \(total) warning\(total == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")) in \(flagged) of \(images) images"
    }

    /// The image's lines: each warning's level word coloured (`decoration`, tourshot's own),
    /// its text escaped by `Console` like every line.
    static func block(_ layout: ImageLayout, name: String, locale: String? = nil) -> [(decoration: String, text: String)] {
        let inLocale = locale.map { ", locale \($0)" } ?? ""
        var lines = [("", "\(name) (step \(layout.step) of \(layout.stepCount), \(layout.orientation.rawValue), \(layout.screen)\(inLocale)):")]
        for warning in layout.warnings {
            let element = warning.element.map { " \($0)" } ?? ""
            let level = Paint.apply(warning.level == .error ? .red : .yellow, warning.level.rawValue, on: .out)
            lines.append(("  " + level, " \(warning.code.rawValue)\(element): \(warning.message)"))
            if let fix = warning.fix { lines.append(("", "    fix: \(fix)")) }
        }
        return lines
    }
}

extension LintCommand: JSONPrinting {
    static let jsonHelp = "Print the warnings as JSON (an array of {tour, screen, step, orientation, warnings})."
}
