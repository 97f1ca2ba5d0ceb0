import Foundation
import TourshotGolden
import TourshotRender

/// The text of a failed assertion: what differs, the layout diff, the artefacts, how to accept.
enum GoldenFailureMessage {
    static func text(_ outcome: ImageOutcome, files: GoldenFiles, artefacts: [String], accept: String, setting: RecordSetting) -> String {
        var lines = ["\(outcome.name): \(outcome.summary)"]
        if case .differs(let diff, _, _) = outcome.layout { lines.append(diff) }
        if !artefacts.isEmpty { lines.append("artefacts:\n" + artefacts.map { "  " + $0 }.joined(separator: "\n")) }
        lines.append("goldens: \(files.png.path), \(files.layout.path)")
        let drift = RendererVersionsFile.differences(recorded: RendererVersionsFile.lines(in: files.folder), machine: RendererVersions.lines)
        if outcome.pixelsFailed, !drift.isEmpty {
            lines.append("the goldens were rendered with other versions:\n" + drift.map { "  " + $0 }.joined(separator: "\n"))
        }
        let how = setting == .never || setting == .missing
            ? "run the test with TOURSHOT_RECORD=changed, or: \(accept)"
            : "\(accept)"
        lines.append("accept the change: \(how)")
        return lines.joined(separator: "\n")
    }
}
