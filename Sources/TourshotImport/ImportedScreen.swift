import TourshotModel

/// A capture turned into what a screen file holds for one orientation.
public struct ImportedScreen: Sendable, Equatable {
    public struct Element: Sendable, Equatable {
        public let id: String
        public let frame: Rect
        /// The accessibility label: the wireframe's `title`, and a name tutorials can find it by.
        public let label: String?
        /// The element type without the tool's prefix (`Button`, `StaticText`), when the tool says it.
        public let type: String?

        /// The element `tourshot init --capture`'s starter step points at: the first button
        /// (document order), else the first labelled element, else the first one.
        public static func starterFocus(_ elements: [Element]) -> Element? {
            elements.first { $0.type == "Button" } ?? elements.first { $0.label != nil } ?? elements.first
        }
    }

    public let format: CaptureFormat
    public let size: Size
    public let orientation: Orientation
    /// In document order (parents before children), which is the wireframe's drawing order.
    public let elements: [Element]
    /// How many elements were left out: zero-size, or with neither identifier nor label.
    public let skipped: Int

    /// Reads a capture file's bytes.
    /// - Parameters:
    ///   - format: `--from`, or nil to detect it.
    ///   - orientation: `--orientation`, or nil to take it from the size.
    public static func read(_ bytes: [UInt8], file: String, format: CaptureFormat? = nil,
                            orientation: Orientation? = nil) throws(ImportFailure) -> ImportedScreen {
        let tree = try CaptureReader.read(bytes, file: file, format: format)
        return try make(tree, file: file, orientation: orientation)
    }

    static func make(_ tree: CaptureTree, file: String, orientation: Orientation?) throws(ImportFailure) -> ImportedScreen {
        guard let root = tree.nodes.first(where: { $0.isRoot && $0.frame.width > 0 && $0.frame.height > 0 }) else {
            throw ImportFailure(file: file, "has no application or window frame, so the screen size is unknown: this looks like a cropped dump (one element's subtree); capture the whole app")
        }
        let size = Size(width: root.frame.width, height: root.frame.height)
        if let platform = Self.notIOS(size) {
            throw ImportFailure(file: file, "a \(Decode.format(size.width))×\(Decode.format(size.height)) pt screen is \(platform); tourshot previews iPhone and iPad screens")
        }
        let fromSize: Orientation = size.width > size.height ? .landscape : .portrait
        if let orientation, orientation != fromSize, size.width != size.height {
            throw ImportFailure(file: file, "--orientation \(orientation.rawValue), but the capture is \(Decode.format(size.width))×\(Decode.format(size.height)) pt, which is \(fromSize.rawValue); leave --orientation out or capture the device in \(orientation.rawValue)")
        }
        var keys = ElementKeys.Allocator(reserving: Set(tree.nodes.compactMap { $0.identifier.map(Self.identifierKey) }))
        var elements: [Element] = []
        var skipped = 0
        for node in tree.nodes where !node.isRoot {
            guard node.frame.width > 0, node.frame.height > 0 else { skipped += 1; continue }
            let base: String
            if let identifier = node.identifier {
                base = Self.identifierKey(identifier)
            } else if let label = node.label {
                let camel = ElementKeys.lowerCamelCase(label)
                base = camel.isEmpty ? ElementKeys.lowerCamelCase(node.type ?? "element").nonEmpty ?? "element" : camel
            } else {
                skipped += 1
                continue
            }
            guard elements.count < Limits.elementsPerCapture else {
                throw ImportFailure(file: file, "has more than \(Limits.elementsPerCapture) elements with an identifier or label, the most a capture may have; capture one screen of the app")
            }
            let label = node.label.map { String($0.unicodeScalars.prefix(Limits.nameLength)) }
            elements.append(Element(id: keys.unique(base, isIdentifier: node.identifier != nil), frame: node.frame, label: label, type: node.type))
        }
        return ImportedScreen(format: tree.format, size: size, orientation: orientation ?? fromSize, elements: elements, skipped: skipped)
    }

    /// An accessibility identifier as a key: unchanged, up to the id length limit.
    static func identifierKey(_ identifier: String) -> String { String(identifier.unicodeScalars.prefix(Limits.nameLength)) }

    /// Apple TV's screens (1080p and 720p points) are not iOS devices.
    static func notIOS(_ size: Size) -> String? {
        let sides = [size.width, size.height].sorted()
        return sides == [1080, 1920] || sides == [720, 1280] ? "an Apple TV (tvOS)" : nil
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
