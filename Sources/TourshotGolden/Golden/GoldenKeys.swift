import Foundation
import TourshotDigest
import TourshotFiles
import TourshotModel

/// What `record` last verified for one image: the digest of everything that decides its pixels
/// (its input key) and the digests of the two goldens that rendering matched.
public struct GoldenKey: Sendable, Hashable {
    public let input: String
    public let png: String
    public let layout: String
}

/// `<tour>.keys.txt` beside the goldens, one per tour: a line per image, sorted, so a pull
/// request that changes one step shows a few changed lines. `check` passes an image without
/// drawing it when its input key and both goldens' digests still match its line.
///
/// Anything uncertain counts as no line: a missing or unreadable file, a malformed line, a
/// header of another version. Those images are drawn.
public enum GoldenKeys {
    static let header = "# tourshot input keys 1: image, input key, png sha256, layout sha256 (written by record; see docs/ci.md)"

    /// The key file of `tour` in `goldens`.
    public static func file(tour: String, in goldens: URL) -> URL {
        goldens.appendingPathComponent(ImageName.sanitized(tour) + ".keys.txt")
    }

    /// The recorded keys of `tour`'s images, by image stem; empty when there are none to trust.
    public static func read(tour: String, in goldens: URL) -> [String: GoldenKey] {
        recorded(tour: tour, in: goldens).keys
    }

    /// What a tour's key file holds, read once: its keys (empty when there are none to trust)
    /// and, for a file that is there but untrusted, why, for a note (its images are drawn).
    public struct Recorded: Sendable {
        public let keys: [String: GoldenKey]
        public let problem: String?
    }

    public static func recorded(tour: String, in goldens: URL) -> Recorded {
        do {
            return Recorded(keys: try load(tour: tour, in: goldens), problem: nil)
        } catch {
            let problem = error.reason.map { "\(InputFile.displayPath(file(tour: tour, in: goldens))): \($0); its images are drawn, and record writes it again" }
            return Recorded(keys: [:], problem: problem)
        }
    }

    private struct Untrusted: Error {
        /// nil: there is no key file.
        let reason: String?
    }

    private static func load(tour: String, in goldens: URL) throws(Untrusted) -> [String: GoldenKey] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(file(tour: tour, in: goldens), limit: Limits.jsonFileBytes, policy: PathPolicy(root: goldens))
        } catch .notFound {
            throw Untrusted(reason: nil)
        } catch {
            throw Untrusted(reason: error.message)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Untrusted(reason: "is not UTF-8 text") }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map(String.init) == header else { throw Untrusted(reason: "its first line is not this tourshot's header (\"\(header.prefix { $0 != ":" })…\")") }
        lines.removeFirst()
        var keys: [String: GoldenKey] = [:]
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let fields = line.split(separator: " ")
            guard fields.count == 4, fields[1...].allSatisfy(isDigest) else {
                throw Untrusted(reason: "line \(index + 2) is not \"image input-key png-sha256 layout-sha256\"")
            }
            keys[String(fields[0])] = GoldenKey(input: String(fields[1]), png: String(fields[2]), layout: String(fields[3]))
        }
        return keys
    }

    /// Writes `keys` for `tour` when they differ from the file's; true when it wrote.
    public static func write(_ keys: [String: GoldenKey], tour: String, in goldens: URL) throws -> Bool {
        let text = ([header] + keys.keys.sorted().map { stem in
            let key = keys[stem]!
            return "\(stem) \(key.input) \(key.png) \(key.layout)"
        }).joined(separator: "\n") + "\n"
        let url = file(tour: tour, in: goldens)
        let current = try? InputFile.read(url, limit: Limits.jsonFileBytes, policy: PathPolicy(root: goldens))
        guard current != Array(text.utf8) else { return false }
        try AtomicFile.write(Array(text.utf8), to: url)
        return true
    }

    /// The line of an image whose goldens, as they are on disk now, this run verified against
    /// the rendering of `input`; nil when either golden is missing.
    public static func key(input: String, verified golden: GoldenFiles) -> GoldenKey? {
        guard let png = golden.pngBytes(), let layout = golden.layoutBytes() else { return nil }
        return GoldenKey(input: input, png: SHA256.hex(png), layout: SHA256.hex(layout))
    }

    /// Whether `golden`'s files are the ones `key` verified, for the input key `input`.
    public static func unchanged(_ golden: GoldenFiles, key: GoldenKey?, input: String) -> Bool {
        guard let key, key.input == input else { return false }
        return self.key(input: input, verified: golden) == key
    }

    private static func isDigest(_ field: Substring) -> Bool {
        field.utf8.count == 64 && field.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
