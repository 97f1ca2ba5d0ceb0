import ArgumentParser
import Foundation
import TourshotFiles
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPreview
import TourshotRender

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write golden images and layouts for what is missing or changed.",
        discussion: """
        Renders the selected images and writes their goldens — <name>.png and <name>.layout.json in the goldens folder — according to the mode:
          --missing   only goldens that do not exist yet;
          --changed   missing ones and those `tourshot check` fails with the same tolerances (the default);
          --all       every golden whose bytes differ from the new rendering.
        Goldens whose bytes would not change are never rewritten (their modification time stays). Files are written atomically; an image that fails to render replaces nothing. RENDERER-VERSIONS.txt is updated when an image is written.

        With CI=true, record refuses to run without an explicit mode flag: goldens recorded on a CI machine are usually lost with it, and a silently recorded golden hides a regression.

        Exit status: 0 done (also when nothing changed); 2 invalid input or usage.

        Examples:
          tourshot record
          tourshot record --missing
          tourshot record --tour approach --screen iphone-se --step 3 --portrait
        """)

    @Flag(help: "Which goldens to write (default: --changed).")
    var mode: RecordMode?

    @OptionGroup var options: GoldenSuiteOptions

    @OptionGroup var output: JSONOption<RecordCommand>

    @Flag(name: .long, help: "Also remove the golden files no image of the project produces (a removed step or screen): plain files only, never through a link. Needs the whole project selected.")
    var prune = false

    func run() throws {
        if mode == nil, ContinuousIntegration.isActive(ProcessInfo.processInfo.environment) {
            throw CommandFailure.invalidInput("CI=\(ProcessInfo.processInfo.environment["CI"]!): refusing to record goldens without an explicit mode; record locally and commit the goldens, or pass --missing, --changed or --all if recording here is intended")
        }
        try record(try GoldenSuite(options))
    }

    /// Records `suite`'s images (this command's options selected them).
    func record(_ suite: GoldenSuite) throws {
        if prune && !suite.selectsEverything {
            throw CommandFailure.invalidInput("--prune removes the goldens no image of the project produces, so it needs the whole project: leave out --tour, --screen, --step, --locale, the orientation flags and --shard")
        }
        let recorder = GoldenRecorder(mode: mode ?? .changed, tolerances: options.tolerance.resolve(suite.project))
        let written = try PreviewPipeline(suite.inputs).run(suite.jobs, quiet: options.quiet) { preview in
            let png = try preview.encode(preview.picture(), compression: ImageRenderer.archiveCompression)
            return try recorder.record(png: png, layout: LayoutGolden.text(preview.layout), to: suite.files(preview.job))
        }
        var files: [(file: String, reason: String)] = []
        for image in written where image.wroteAnything {
            for (file, reason) in [(image.name.png, image.png), (image.name.layout, image.layout)] {
                guard let reason else { continue }
                files.append((InputFile.displayPath(suite.goldens.appendingPathComponent(file)), reason.rawValue))
            }
        }
        if written.contains(where: { $0.png != nil }), try RendererVersionsFile.update(in: suite.goldens, to: RendererVersions.lines) {
            files.append((InputFile.displayPath(suite.goldens.appendingPathComponent(RendererVersionsFile.name)), "renderer versions"))
        }
        // The keys name the font bytes read before drawing; a font changed meanwhile would make
        // them name pixels nobody drew, so no key is written and check draws these images.
        let changedFonts = try suite.inputs.project.fonts().loaded.filter { !$0.file.isCurrent }.map(\.file.path)
        if !changedFonts.isEmpty {
            Console.error("note: font files changed while record drew (\(changedFonts.joined(separator: ", "))); no input keys written, so check draws these images")
        }
        for tour in changedFonts.isEmpty ? try recordKeys(written, suite) : [] {
            files.append((InputFile.displayPath(GoldenKeys.file(tour: tour, in: suite.goldens)), "input keys"))
        }
        // The owned-folder rule: plain files by name, never a folder, never through a link.
        let removed = prune ? OwnedFolder.removeFiles(suite.orphans(), from: suite.goldens) : []
        if output.json {
            let list = JSONOutput.array(files.map { .object([("file", .string($0.file)), ("reason", .string($0.reason))]) })
            Console.document(JSONOutput.object([("mode", .string((mode ?? .changed).rawValue)), ("images", .number(Double(written.count))),
                                           ("written", list), ("unchanged", .number(Double(written.filter { !$0.wroteAnything }.count)))]
                                          + (prune ? [("removed", .array(removed.map { .string(InputFile.displayPath(suite.goldens.appendingPathComponent($0))) }))] : [])).serialized())
            return
        }
        for (file, reason) in files {
            Console.out("wrote \(file) (\(Self.explained(reason)))")
        }
        for file in removed {
            Console.out("removed \(InputFile.displayPath(suite.goldens.appendingPathComponent(file))) (no image of the project produces it)")
        }
        let goldenFiles = files.filter { !Self.bookkeeping.contains($0.reason) }.count
        let label = "record (\((mode ?? .changed).rawValue))"
        if goldenFiles == 0 {
            Console.out("\(label): the goldens of all \(written.count) images are up to date in \(suite.goldensShown); nothing written")
        } else {
            Console.out("\(label): \(goldenFiles) golden file\(goldenFiles == 1 ? "" : "s") written for \(written.filter(\.wroteAnything).count) of \(written.count) images; \(written.count * 2 - goldenFiles) unchanged in \(suite.goldensShown)")
        }
    }
}

extension RecordCommand {
    /// Files record keeps beside the goldens that are not goldens themselves.
    static let bookkeeping: Set = ["renderer versions", "input keys"]

    static func explained(_ reason: String) -> String {
        switch reason {
        case "renderer versions": "this machine's cairo, pango and font versions"
        case "input keys": "what each image was drawn from, so check can skip unchanged images"
        default: reason
        }
    }

    /// Each tour's key file with the lines of this run's images: a verified image's input key
    /// and goldens' digests, no line for one whose goldens were left differing. Lines of images
    /// outside the run stay. Returns the tours whose file was written. Shards recording side by
    /// side each add their lines: the read and the write happen under the goldens folder's lock.
    func recordKeys(_ written: [GoldenRecorder.Written], _ suite: GoldenSuite) throws -> [String] {
        try FolderLock.holding(suite.goldens) { try mergeKeys(written, suite) }
    }

    private func mergeKeys(_ written: [GoldenRecorder.Written], _ suite: GoldenSuite) throws -> [String] {
        var byTour: [String: [String: GoldenKey]] = [:]
        var tours: [String] = []
        for (job, image) in zip(suite.jobs, written) {
            let tour = job.tour.name
            if byTour[tour] == nil {
                byTour[tour] = GoldenKeys.read(tour: tour, in: suite.goldens)
                tours.append(tour)
            }
            let stem = job.name.stem
            byTour[tour]![stem] = image.verified ? suite.inputKeys[stem].flatMap { GoldenKeys.key(input: $0, verified: suite.files(job)) } : nil
        }
        return try tours.filter { try GoldenKeys.write(byTour[$0]!, tour: $0, in: suite.goldens) }
    }
}

extension RecordMode: EnumerableFlag {
    public static func help(for value: RecordMode) -> ArgumentHelp? {
        switch value {
        case .missing: "Write only goldens that do not exist yet."
        case .changed: "Write missing goldens and those that fail the check (default)."
        case .all: "Write every golden whose bytes differ from the new rendering."
        }
    }
}

extension RecordCommand: JSONPrinting {
    static let jsonHelp = "Print the result as JSON: {mode, images, written: [{file, reason}], unchanged} instead of text."
}
