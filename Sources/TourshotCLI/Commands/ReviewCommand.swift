import ArgumentParser
import Foundation
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotRender

struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write a contact sheet: every step × orientation of a tour on one PNG grid, with an HTML page.",
        discussion: """
        Renders every step of the tour on every screen and orientation with its warnings drawn on (as --annotate does), then writes contact-sheet.png (rows: steps; columns: screen × orientation; each image captioned, with red and amber badges counting its errors and warnings) and index.html (the sheet, then every image with its warnings and fixes) for a pull-request comment.

        Examples:
          tourshot review --tour approach
          tourshot review --tour approach --screen iphone-se --landscape --out review/
        """)

    @Option(name: .long, help: ArgumentHelp("Project file.", discussion: "Default: tourshot.json in the current directory.", valueName: "path"))
    var project: String?

    @Option(name: .long, help: ArgumentHelp("Tour name (default: the first tour).", valueName: "name"))
    var tour: String?

    @Option(name: .long, help: ArgumentHelp("Only this screen (default: every screen of the tour).", valueName: "name"))
    var screen: String?

    @Flag(help: "Orientation (default: every orientation the screen has).")
    var orientation: SelectionOptions.OrientationChoice?

    @Option(name: .long, help: ArgumentHelp("Folder for contact-sheet.png, index.html and the images (default: <output>/review/<tour>).", valueName: "dir"))
    var out: String?

    @Flag(name: .long, help: "Let input files name paths outside the project's folder (refused by default).")
    var allowOutside = false

    @OptionGroup var variant: VariantOptions

    func run() throws {
        let loaded = try ProjectLookup.load(project)
        let tourName = tour ?? loaded.tours[0].name
        let jobs = try LintSelection.jobs(project: project, tour: tourName, screen: screen, step: nil, orientation: orientation,
                                          allowOutside: allowOutside, variant: variant.presentation)
        guard !jobs.isEmpty else { throw CommandFailure.invalidInput("review: no images selected") }
        let folder = out.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? loaded.output.appendingPathComponent("review", isDirectory: true).appendingPathComponent(tourName, isDirectory: true)
        let images = folder.appendingPathComponent("images", isDirectory: true)
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)

        let pool = RenderPool()
        let entries = try pool.map(jobs) { _, layout, renderer in
            let url = images.appendingPathComponent(GoldenLikeName.name(layout) + ".png")
            let annotated = layout.annotated(measurer: PangoTextMeasurer(fonts: renderer.fonts))
            try AtomicFile.write(try renderer.png(annotated), to: url)
            return ContactSheet.Entry(layout: layout, image: url)
        }
        let fonts = try FontSystem()
        let sheet = ContactSheet.layout(tour: tourName, entries: entries, measurer: PangoTextMeasurer(fonts: fonts))
        let sheetURL = folder.appendingPathComponent("contact-sheet.png")
        try AtomicFile.write(try ImageRenderer(fonts: fonts, screenshots: pool.screenshots).png(sheet), to: sheetURL)
        let pageURL = folder.appendingPathComponent("index.html")
        try AtomicFile.write(Array(ReviewPage.html(tour: tourName, entries: entries).utf8), to: pageURL)
        let warnings = entries.flatMap(\.layout.warnings)
        let errors = warnings.filter { $0.level == .error }.count
        Console.out("wrote \(InputFile.displayPath(sheetURL)) (\(sheet.pixelWidth)×\(sheet.pixelHeight) px, \(entries.count) images, \(errors) error\(errors == 1 ? "" : "s"), \(warnings.count - errors) warning\(warnings.count - errors == 1 ? "" : "s")) and \(InputFile.displayPath(pageURL))")
    }
}

/// The HTML page of `tourshot review`: static, works from file://.
enum ReviewPage {
    static func html(tour: String, entries: [ContactSheet.Entry]) -> String {
        var body = ""
        for entry in entries {
            let layout = entry.layout
            let name = GoldenLikeName.name(layout)
            body += "<section id=\"\(escape(name))\"><h2>\(escape(name))</h2>"
            body += "<a href=\"images/\(escape(entry.image.lastPathComponent))\"><img src=\"images/\(escape(entry.image.lastPathComponent))\" alt=\"\(escape(name))\"></a>"
            if layout.warnings.isEmpty {
                body += "<p class=\"ok\">No warnings.</p>"
            } else {
                body += "<ol>"
                for warning in layout.warnings {
                    body += "<li class=\"\(warning.level.rawValue)\"><b>\(warning.level.rawValue) \(escape(warning.code.rawValue))</b>"
                    if let element = warning.element { body += " <code>\(escape(element))</code>" }
                    body += ": \(escape(warning.message))"
                    if let fix = warning.fix { body += "<br><i>fix:</i> \(escape(fix))" }
                    body += "</li>"
                }
                body += "</ol>"
            }
            body += "</section>\n"
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>tourshot review: \(escape(tour))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
        img { max-width: 100%; max-height: 480px; box-shadow: 0 1px 4px rgba(0,0,0,.3); }
        .sheet img { max-height: none; }
        section { margin: 24px 0; } li { margin: 4px 0; }
        .error b { color: #d0103a; } .warning b { color: #a66f00; } .ok { color: #2a7a2a; }
        </style></head>
        <body><h1>tourshot review: \(escape(tour))</h1>
        <p class="sheet"><img src="contact-sheet.png" alt="contact sheet"></p>
        \(body)</body></html>

        """
    }

    /// The report's escaper (scalar by scalar), so the two pages cannot drift apart.
    static func escape(_ text: String) -> String { MarkupText.escape(text) }
}
