import Foundation
import TourshotModel
import TourshotPNG

/// `RENDERER-VERSIONS.txt` beside the goldens: the cairo, pango, fontconfig and font files the
/// goldens were rendered with (the render module knows this machine's), so a pixel drift after
/// a system upgrade is explained rather than mysterious.
public enum RendererVersionsFile {
    public static let name = "RENDERER-VERSIONS.txt"

    /// The recorded lines; empty when the file is missing (or links out of the goldens folder:
    /// the report shows these lines).
    public static func lines(in goldens: URL) -> [String] {
        guard let bytes = try? InputFile.read(goldens.appendingPathComponent(name), limit: Limits.jsonFileBytes,
                                              policy: PathPolicy(root: goldens)) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Writes `lines` when they differ from the recorded ones; true when it wrote.
    public static func update(in goldens: URL, to lines: [String]) throws -> Bool {
        guard self.lines(in: goldens) != lines else { return false }
        try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: goldens.appendingPathComponent(name))
        return true
    }

    /// `goldens: …` and `this machine: …` lines for what differs; empty when nothing does or
    /// nothing was recorded.
    public static func differences(recorded: [String], machine: [String]) -> [String] {
        guard !recorded.isEmpty, recorded != machine else { return [] }
        return recorded.filter { !machine.contains($0) }.map { "goldens:      " + $0 }
            + machine.filter { !recorded.contains($0) }.map { "this machine: " + $0 }
    }
}
