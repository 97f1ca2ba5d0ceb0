import Foundation
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
            return "\(element.id) [\(frame)]" + (element.label.map { " \"\($0)\"" } ?? "")
        }
    }

    /// The real captures other apps' tools printed, beside the repository; nil where absent,
    /// after saying that `test` is skipped.
    static func sharedCaptures(for test: String) -> URL? {
        let url = RepositoryPaths.root.deletingLastPathComponent().appendingPathComponent("shared/captures")
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("\(test): skipped, the real captures are not at \(url.path)")
            return nil
        }
        return url
    }
}
