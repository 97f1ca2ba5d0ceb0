import Foundation

/// Where the two goldens of one image live: `<folder>/<name>.png` and `<name>.layout.json`.
public struct GoldenFiles: Sendable, Hashable {
    public let folder: URL
    public let name: GoldenName

    public init(folder: URL, name: GoldenName) {
        self.folder = folder
        self.name = name
    }

    public var png: URL { folder.appendingPathComponent(name.png) }
    public var layout: URL { folder.appendingPathComponent(name.layout) }

    /// The golden layout text, nil when there is none.
    func layoutText() -> String? {
        guard let data = FileManager.default.contents(atPath: layout.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The golden PNG bytes, nil when there is none.
    func pngBytes() -> [UInt8]? {
        FileManager.default.contents(atPath: png.path).map { [UInt8]($0) }
    }
}
