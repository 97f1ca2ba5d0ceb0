import ArgumentParser
import Foundation
import TourshotFiles
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotParallel

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel, as pixelmatch does.",
        discussion: """
        Counts the pixels whose colours differ by more than the threshold (YIQ colour distance; semi-transparent pixels blended over pixelmatch 7's checkerboard, or over white with --no-checkerboard), ignoring pixels that look like anti-aliasing unless --include-aa is given. The counts equal pixelmatch 7.2's for the same images and options.

        The diff image (--out) shows EXPECTED faded to grey (--alpha), differences in red (--diff-color; where ACTUAL is darker: --diff-color-alt) and ignored anti-aliasing in yellow (--aa-color); --diff-mask draws the differences alone on a transparent background.

        Exit status: 0 when no pixel differs, 1 when some do, 2 on bad input (a missing or invalid PNG, images of different sizes, a bad option).

        Examples:
          tourshot diff GoldenImages/approach-iphone-se-step02-portrait.png out/approach-iphone-se-step02-portrait.png
          tourshot diff expected.png actual.png --threshold 0.05 --out diff.png --json
          tourshot diff expected.png actual.png --out diff.png --diff-mask --diff-color-alt 0,255,0
        """)

    @Argument(help: ArgumentHelp("The expected image (the one drawn faded under the diff).", valueName: "expected.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The actual image.", valueName: "actual.png"))
    var actual: String

    @OptionGroup var tolerance: DiffThresholdOptions

    @OptionGroup var picture: DiffPictureOptions

    @Option(name: .long, help: ArgumentHelp("Write the diff image to this .png file.", valueName: "diff.png"))
    var out: String?

    @Flag(name: .long, help: "Let --out name a file outside the current folder (refused by default).")
    var allowOutside = false

    @OptionGroup var output: JSONOption<DiffCommand>

    func validate() throws {
        if let out, URL(fileURLWithPath: out).pathExtension.lowercased() != "png" {
            throw ValidationError("--out \(out) must name a .png file")
        }
    }

    func run() throws {
        // Without a project, the current folder is the one writes stay in.
        let here = PathPolicy.currentFolder(allowsOutside: allowOutside, fix: "write the diff image inside the current folder, or pass --allow-outside")
        if let out, let message = here.violation(URL(fileURLWithPath: out)) {
            throw CommandFailure.invalidInput("--out \(out): \(message)")
        }
        let expectedURL = URL(fileURLWithPath: expected), actualURL = URL(fileURLWithPath: actual)
        let decoded = PhaseTimings.measure("decode") { ImageFile.read([expectedURL, actualURL]) }
        var problems: [String] = []
        var images: [PixelImage] = []
        for result in decoded {
            do { images.append(try result.get()) } catch { problems.append(error.description) }
        }
        guard problems.isEmpty else { throw CommandFailure.invalidInput(problems) }

        let options = try picture.applied(to: tolerance.diffOptions)
        let result: DiffResult
        do {
            result = try PhaseTimings.measure("compare") { () throws(ImageSizeMismatch) in
                try PixelDiff.compare(images[0], images[1], options: options, drawDiff: out != nil)
            }
        } catch {
            throw CommandFailure.invalidInput("\(expected) is \(error.expected.width)×\(error.expected.height) px but \(actual) is \(error.actual.width)×\(error.actual.height) px; images of different sizes cannot be compared pixel by pixel")
        }
        if let out, let picture = result.diffImage {
            let url = URL(fileURLWithPath: out)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = try PhaseTimings.measure("encode") { () throws in try ImageFile.encode(picture) }
            try AtomicFile.write(bytes, to: url)
        }
        if output.json {
            Console.document(DiffReport.json(result, options: options, diffFile: out).serialized())
        } else {
            Console.out(DiffReport.sentence(result, options: options))
            if let out { Console.out("wrote \(out)") }
        }
        if result.differentPixels > 0 { throw CommandFailure.imagesDiffer }
    }
}

extension DiffCommand: JSONPrinting {
    static let jsonHelp = "Print the result as JSON: differentPixels, totalPixels, width, height, ratio, antiAliasedPixels, boundingBox, identical."
}
