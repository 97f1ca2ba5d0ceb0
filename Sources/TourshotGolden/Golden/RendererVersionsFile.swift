import Foundation
import TourshotFiles
import TourshotModel

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

    /// Writes `lines` when they differ from the recorded ones in what decides the pixels (not in
    /// where a font file sits); true when it wrote.
    public static func update(in goldens: URL, to lines: [String]) throws -> Bool {
        guard self.lines(in: goldens).map(pixelKey) != lines.map(pixelKey) else { return false }
        try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: goldens.appendingPathComponent(name))
        return true
    }

    /// `goldens: …` and `this machine: …` lines for what differs; empty when nothing does or
    /// nothing was recorded.
    public static func differences(recorded: [String], machine: [String]) -> [String] {
        let recordedKeys = recorded.map(pixelKey), machineKeys = machine.map(pixelKey)
        guard !recorded.isEmpty, recordedKeys != machineKeys else { return [] }
        return zip(recorded, recordedKeys).filter { !machineKeys.contains($0.1) }.map { "goldens:      " + $0.0 }
            + zip(machine, machineKeys).filter { !recordedKeys.contains($0.1) }.map { "this machine: " + $0.0 }
    }

    /// What of a line decides the pixels: a font line (`package /path/file size bytes`) without
    /// the folder its file sits in, which differs between machines, checkouts and installs
    /// (`TOURSHOT_FONT_DIRS`, fonts beside the binary) whose font files are byte for byte the same.
    public static func pixelKey(_ line: String) -> String {
        let words = line.split(separator: " ").map(String.init)
        let tail = line.hasSuffix(" bytes") ? 2 : line.hasSuffix(" missing") ? 1 : 0
        guard tail > 0, words.count >= 2 + tail else { return line }
        let file = words[1..<(words.count - tail)].joined(separator: " ")
        guard let name = file.split(separator: "/").last else { return line }
        return ([words[0], String(name)] + words.suffix(tail)).joined(separator: " ")
    }
}
