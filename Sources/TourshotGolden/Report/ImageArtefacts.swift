import Foundation
import TourshotFiles

/// The files written for one image, as paths relative to the report folder (nil: not written).
public struct ImageArtefacts: Sendable, Hashable {
    public var actual: String?
    public var expected: String?
    public var diff: String?
    public var composite: String?
    public var layoutDiff: String?

    public init() {}

    /// The names an image's artefacts may have in its folder.
    public static let fileNames = ["actual.png", "expected.png", "diff.png", "composite.png", "layout.diff"]

    /// Every file, in the order a reader wants them.
    public var all: [String] { [composite, diff, actual, expected, layoutDiff].compactMap { $0 } }
}

/// Writes an image's artefacts under `<root>/images/<name>/`: `actual.png` (always, so every
/// step can be reviewed), and for images that did not pass `expected.png`, `diff.png`,
/// `composite.png` (expected | actual | diff) and `layout.diff`.
public struct ArtefactWriter: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    public func write(_ outcome: ImageOutcome, actualPNG: [UInt8], pictures: GoldenComparison.Pictures?,
                      includeActual: Bool = true) throws -> ImageArtefacts {
        let relative = "images/" + outcome.name.stem
        let folder = root.appendingPathComponent(relative, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var artefacts = ImageArtefacts()
        func save(_ bytes: [UInt8], _ file: String) throws -> String {
            try AtomicFile.write(bytes, to: folder.appendingPathComponent(file))
            return relative + "/" + file
        }
        if includeActual || outcome.status != .passed { artefacts.actual = try save(actualPNG, "actual.png") }
        guard outcome.status != .passed else { return artefacts }
        if let expectedPNG = pictures?.expectedPNG { artefacts.expected = try save(expectedPNG, "expected.png") }
        if let diff = pictures?.diff { artefacts.diff = try save(try ImageFile.encode(diff), "diff.png") }
        if let pictures, pictures.actual != nil, outcome.pixelsFailed || pictures.diff != nil,
           let composite = Composite.make([pictures.expected, pictures.actual, pictures.diff]) {
            artefacts.composite = try save(try ImageFile.encode(composite), "composite.png")
        }
        if case .differs(let text, _, _) = outcome.layout { artefacts.layoutDiff = try save(Array(text.utf8), "layout.diff") }
        return artefacts
    }
}
