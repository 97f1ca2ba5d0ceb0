import Foundation
import TourshotFiles
import TourshotLayout
import TourshotModel
import TourshotPNG

/// Runs tourshot's whole input path on one project folder — project, tutorial and screen
/// files, tutorials read from Swift sources (by `sourceReader`, in process, as tourshot-swift-reader reads them),
/// every screenshot, the layout of every step — and classifies what happened.
///
/// Shared by the deterministic mutation corpus (`swift test`) and the libFuzzer harness
/// (`scripts/fuzz`), so both hold the same contract: input is accepted or rejected with a
/// problem that names its file and where in it; anything else is a bug.
public enum InputExercise {
    public enum Outcome: Equatable, Sendable {
        case accepted(images: Int)
        case rejected(problems: Int)
        case unexpected(String)
    }

    /// - Parameter decoded: screenshots known to be unchanged and valid, decoded (by path;
    ///   saves time): the layouts place these pixels, the others are decoded here.
    /// - Parameter sourceReader: reads Swift tours (`SwiftTutorialReader`); without one, a Swift
    ///   tour is refused as tourshot refuses it without its reader.
    public static func run(project url: URL, measurer: some TextMeasuring, decoded known: [String: PixelImage] = [:],
                           sourceReader: (any TutorialSourceReading)? = nil) -> Outcome {
        let project: Project
        do { project = try ProjectFileDecoder.load(url) } catch { return rejected(error.problems) }
        let outside = PathPolicy(root: project.directory).problems(in: project)
        if !outside.isEmpty { return rejected(outside) }
        var images = 0
        for entry in project.tours {
            let tour: Tour
            do { tour = try TourLoader.load(entry, project: project, sourceReader: sourceReader) } catch { return rejected(error.problems) }
            for screen in tour.screens {
                for orientation in screen.orientations {
                    let capture = screen.capture(orientation)!
                    let screenshots = [capture.background].compactMap { $0 } + capture.presentations.compactMap(\.background)
                    var decoded: [InputPath: PixelImage] = [:]
                    for screenshot in screenshots {
                        if let pixels = known[screenshot.url.path] {
                            decoded[screenshot] = pixels
                            continue
                        }
                        do {
                            let bytes = try InputFile.readBytes(screenshot.url, limit: Limits.pngFileBytes, policy: screenshot.policy)
                            decoded[screenshot] = try PNGCodec.decode(bytes, maxWidth: Limits.imageSide, maxHeight: Limits.imageSide)
                        } catch let error as InputError {
                            return rejected(error.problems)
                        } catch let error as PNGError {
                            return error.message.isEmpty ? .unexpected("PNG error without a message") : .rejected(problems: 1)
                        } catch {
                            return .unexpected("screenshot \(screenshot.url.lastPathComponent): \(error)")
                        }
                    }
                    for step in 1...tour.tutorial.steps.count {
                        do {
                            let layout = try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: step,
                                                                             orientation: orientation, measurer: measurer, screenshots: decoded))
                            if let problem = check(layout) { return .unexpected("step \(step) \(orientation): \(problem)") }
                            images += 1
                        } catch {
                            return .unexpected("layout of a validated step failed: \(error)")
                        }
                    }
                }
            }
        }
        return .accepted(images: images)
    }

    /// A rejection is clean when every problem names its file and a JSON path or position
    /// (for Swift, `File.swift:line:column`), unless it is about the file or sources as a whole.
    static func rejected(_ problems: [InputProblem]) -> Outcome {
        let wholeFile = ["not found", "larger than", "folder", "regular file", "cannot be read", "outside the project",
                         "the sources hold", "is not in the sources read", "not UTF-8", "no .swift file"]
        for problem in problems {
            guard !problem.file.isEmpty, !problem.message.isEmpty else { return .unexpected("problem without file or message: \(problem)") }
            let swiftPosition = problem.file.range(of: #"\.swift:[0-9]+:[0-9]+$"#, options: .regularExpression) != nil
            let located = !problem.path.isEmpty || problem.line != nil || swiftPosition || wholeFile.contains { problem.message.contains($0) }
            guard located else { return .unexpected("problem without a JSON path or position: \(problem)") }
        }
        return problems.isEmpty ? .unexpected("rejected without a problem") : .rejected(problems: problems.count)
    }

    /// Laid-out geometry must be finite: NaN or infinity would reach Cairo as garbage.
    static func check(_ layout: ImageLayout) -> String? {
        let numbers = layout.arrows.flatMap { [$0.tail.x, $0.tail.y, $0.control.x, $0.control.y, $0.tip.x, $0.tip.y] }
            + (layout.card.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] } ?? [])
        return numbers.allSatisfy(\.isFinite) ? nil : "non-finite geometry"
    }
}
