import Foundation
import TourshotFiles
import TourshotModel

/// Where the two goldens of one image live: `<folder>/<name>.png` and `<name>.layout.json`.
public struct GoldenFiles: Sendable, Hashable {
    public let folder: URL
    public let name: ImageName

    public init(folder: URL, name: ImageName) {
        self.folder = folder
        self.name = name
    }

    public var png: URL { folder.appendingPathComponent(name.png) }
    public var layout: URL { folder.appendingPathComponent(name.layout) }

    /// The golden layout text, nil when there is none.
    func layoutText() -> String? {
        layoutBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    func layoutBytes() -> [UInt8]? {
        try? InputFile.read(layout, limit: Limits.jsonFileBytes, policy: policy)
    }

    /// The golden PNG bytes, nil when there is none.
    func pngBytes() -> [UInt8]? {
        try? InputFile.read(png, limit: Limits.pngFileBytes, policy: policy)
    }

    /// Goldens are opened beneath their folder: a golden that is a link to a file elsewhere
    /// counts as missing, so its content never reaches a report's layout diff.
    private var policy: PathPolicy { PathPolicy(root: folder) }
}
