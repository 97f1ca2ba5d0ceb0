import TourshotModel

/// A capture turned into what a screen file holds for one orientation.
public struct ImportedScreen: Sendable, Equatable {
    public let format: CaptureFormat
    public let size: Size
    public let orientation: Orientation
    /// In document order (parents before children), which is the wireframe's drawing order: the
    /// model's elements, the accessibility label as the wireframe's `title` (and a name tutorials
    /// find it by), the type as the tool says it without its prefix (`Button`, `StaticText`;
    /// the file keeps it for bars, tables and cells: `CaptureStructure.keepsType`), a cell's
    /// container, section and row as the capture shows them.
    public let elements: [CapturedElement]
    /// The elements left out, and why, in document order.
    public let skipped: [Skipped]
    /// Keys a repeat got from what tells it apart (`privacyChevron`, `newsCell`, `composeButton2`).
    public let toldApart: [String]
    /// The height of the status bar the capture shows at the screen's top edge, if any: what
    /// tells apart devices of one size whose safe areas differ (DeviceMatch).
    public var statusBar: Double? = nil

    /// The element `tourshot init --capture`'s starter step points at: the first button
    /// (document order), else the first labelled element, else the first one.
    public static func starterFocus(_ elements: [CapturedElement]) -> CapturedElement? {
        elements.first { $0.type == "Button" } ?? elements.first { $0.title != nil } ?? elements.first
    }

    /// An element the screen file does not get.
    public struct Skipped: Sendable, Equatable {
        public enum Reason: Sendable, Equatable, CaseIterable {
            /// Neither identifier nor label: the anonymous containers every tree is full of.
            case anonymous
            case zeroSize
            /// The tool says it is not visible (Appium `visible="false"`).
            case hidden
            /// Its frame lies wholly outside the screen (scrolled away, or a bogus frame).
            case offscreen
            /// A frame value beyond what a screen file holds (±100,000 pt): a tool's placeholder.
            case outOfRange
        }

        public let reason: Reason
        /// Its identifier or label.
        public let name: String?
    }

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
        var nodes = tree.nodes
        CaptureStructure.numberCells(&nodes)
        var skipped: [Skipped] = []
        var kept: [(node: CaptureNode, base: String, container: Int?)] = []
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        // The kept element each open node is (nil when left out), by depth: a repeat's container.
        var open: [(depth: Int, kept: Int?)] = []
        for node in nodes where !node.isRoot {
            while let last = open.last, last.depth >= node.depth { open.removeLast() }
            let name = node.identifier ?? node.label
            let container = open.last { $0.kept != nil }?.kept ?? nil
            // Bars, tables, cells and a bar's buttons are found by what they are, named or not.
            let structural = node.type.map { type in
                CaptureStructure.structural.contains(type)
                    || (type == "Button" && container.map { CaptureStructure.bars.contains(kept[$0].node.type ?? "") } ?? false)
            } ?? false
            let reason: Skipped.Reason? = if name == nil && !structural { .anonymous } else if node.frame.width <= 0 || node.frame.height <= 0 { .zeroSize }
                else if node.hidden { .hidden } else if node.frame.intersection(screen) == nil { .offscreen }
                else if Self.outOfRange(node.frame) { .outOfRange } else { nil }
            if let reason {
                skipped.append(Skipped(reason: reason, name: name))
                open.append((node.depth, nil))
                continue
            }
            guard kept.count < Limits.elementsPerCapture else {
                throw ImportFailure(file: file, "has more than \(Limits.elementsPerCapture) elements with an identifier or label, the most a capture may have; capture one screen of the app")
            }
            let base: String
            if let identifier = node.identifier {
                base = Self.identifierKey(identifier)
            } else {
                let camel = ElementKeys.lowerCamelCase(node.label ?? "")
                if name == nil, let type = node.type {
                    base = type.prefix(1).lowercased() + type.dropFirst()  // a bar or table without a name: `navigationBar`
                } else {
                    base = camel.isEmpty ? ElementKeys.lowerCamelCase(node.type ?? "element").nonEmpty ?? "element" : camel
                }
            }
            kept.append((node, base, container))
            open.append((node.depth, kept.count - 1))
        }
        // Reserved: the identifiers of the elements kept. One left out (hidden, off screen) is in
        // no screen file, so a visible element named like it keeps its own key.
        let (elements, toldApart) = keyed(kept, reserving: Set(kept.compactMap { $0.node.identifier.map(Self.identifierKey) }))
        let statusBar = tree.nodes.first { $0.type == "StatusBar" && $0.frame.origin.y == 0 && $0.frame.size.height > 0 }
        return ImportedScreen(format: tree.format, size: size, orientation: orientation ?? fromSize, elements: elements, skipped: skipped,
                              toldApart: toldApart, statusBar: statusBar?.frame.size.height)
    }

    /// The kept elements keyed in document order; a repeat's alternatives are what tells it
    /// apart from every other element of its base (case aside): its container, then its type.
    static func keyed(_ kept: [(node: CaptureNode, base: String, container: Int?)], reserving identifiers: Set<String>)
        -> (elements: [CapturedElement], toldApart: [String]) {
        let groups = Dictionary(grouping: kept.indices) { kept[$0].base.lowercased() }
        var keys = ElementKeys.Allocator(reserving: identifiers)
        var elements: [CapturedElement] = []
        var toldApart: [String] = []
        for (index, entry) in kept.enumerated() {
            let others = groups[entry.base.lowercased(), default: []].filter { $0 != index }
            var alternatives: [String] = []
            // A container kept without a name (a table, keyed `table`) tells nothing: its type does.
            if let container = entry.container, (kept[container].node.identifier ?? kept[container].node.label) != nil,
               others.allSatisfy({ kept[$0].container != container }),
               elements[container].id.lowercased() != entry.base.lowercased() {
                alternatives.append(elements[container].id + entry.base.prefix(1).uppercased() + entry.base.dropFirst())
            }
            if let type = entry.node.type, !type.isEmpty, !entry.base.lowercased().hasSuffix(type.lowercased()),
               others.allSatisfy({ kept[$0].node.type != type }) {
                alternatives.append(entry.base + type.prefix(1).uppercased() + type.dropFirst())
            }
            let key = keys.key(entry.base, isIdentifier: entry.node.identifier != nil, alternatives: alternatives)
            if key.toldApart { toldApart.append(key.key) }
            let label = entry.node.label.map { String($0.unicodeScalars.prefix(Limits.nameLength)) }
            let holder = CaptureStructure.holder(of: index, in: kept.map { ($0.node, $0.container) })
            elements.append(CapturedElement(id: key.key, frame: entry.node.frame, title: label, type: entry.node.type,
                                            container: holder.map { elements[$0].id }, section: entry.node.section, row: entry.node.row,
                                            scrolled: entry.node.scrolled))
        }
        return (elements, toldApart)
    }

    /// An accessibility identifier as a key: unchanged, up to the id length limit.
    static func identifierKey(_ identifier: String) -> String { String(identifier.unicodeScalars.prefix(Limits.nameLength)) }

    /// Whether a frame has a value the screen file's decoder refuses, so no accepted capture
    /// writes a screen file that does not validate.
    static func outOfRange(_ frame: Rect) -> Bool {
        ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy { abs($0) <= GeometryDecode.coordinateLimit }
    }

    /// Apple TV's screens (1080p and 720p points) are not iOS devices.
    static func notIOS(_ size: Size) -> String? {
        let sides = [size.width, size.height].sorted()
        return sides == [1080, 1920] || sides == [720, 1280] ? "an Apple TV (tvOS)" : nil
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
