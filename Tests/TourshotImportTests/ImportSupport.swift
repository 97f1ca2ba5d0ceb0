import Foundation
import Testing
import TourshotImport
import TourshotModel
import TourshotTestSupport

/// Reads the capture fixtures of `Fixtures/captures/` and compares their elements.
enum ImportSupport {
    static func fixture(_ name: String) -> URL { RepositoryPaths.path("Fixtures/captures/" + name) }

    static func read(_ name: String, format: CaptureFormat? = nil, orientation: Orientation? = nil) throws -> ImportedScreen {
        let bytes = [UInt8](try Data(contentsOf: fixture(name)))
        return try ImportedScreen.read(bytes, file: name, format: format, orientation: orientation)
    }

    /// `id [x, y, w, h] "label"` per element, one string each, for exact comparisons.
    static func lines(_ screen: ImportedScreen) -> [String] {
        screen.elements.map { element in
            let f = element.frame
            let frame = [f.minX, f.minY, f.width, f.height].map { Decode.format($0) }.joined(separator: ", ")
            return "\(element.id) [\(frame)]" + (element.title.map { " \"\($0)\"" } ?? "")
        }
    }

    /// Where the real captures other apps' tools printed are looked for: beside the repository.
    static let sharedCapturesURL = RepositoryPaths.root.deletingLastPathComponent().appendingPathComponent("shared/captures")

    /// The real captures; nil where absent.
    static var sharedCaptures: URL? {
        FileManager.default.fileExists(atPath: sharedCapturesURL.path) ? sharedCapturesURL : nil
    }

    /// `TOURSHOT_REQUIRE_CAPTURES=1` (the project's CI, which has them beside the clone): their
    /// absence fails instead of skipping.
    static var sharedCapturesRequired: Bool { ProcessInfo.processInfo.environment["TOURSHOT_REQUIRE_CAPTURES"] == "1" }

    /// The line a skipped run prints (Swift Testing shows it beside "skipped").
    static var sharedCapturesSkip: Comment {
        "real captures: \(sharedCapturesURL.path) does not exist, so they are not checked (set TOURSHOT_REQUIRE_CAPTURES=1 to fail instead)"
    }

    /// The real captures for one test; nil where absent, after saying that `test` is skipped
    /// (or failing it, under TOURSHOT_REQUIRE_CAPTURES=1).
    static func sharedCaptures(for test: String) -> URL? {
        if let url = sharedCaptures { return url }
        if sharedCapturesRequired {
            Issue.record("TOURSHOT_REQUIRE_CAPTURES=1 but \(sharedCapturesURL.path) does not exist")
        } else {
            print("\(test): skipped, the real captures are not at \(sharedCapturesURL.path)")
        }
        return nil
    }
}
