import TourshotModel

/// Updates one orientation of an existing screen file from a capture: frames of known ids
/// replaced, new elements added, vanished ones reported (removed only when pruning). Every
/// other key — `cornerRadius`, `presentation`, `title`, `blur`, `presentations`, the safe
/// area, the other orientation — is kept as written.
public enum ScreenMerge {
    public struct Outcome: Sendable, Equatable {
        public let text: String
        public let changed: [String]
        public let added: [String]
        /// Ids the file has and the capture does not (removed from `text` when pruning).
        public let vanished: [String]
    }

    /// - Parameters:
    ///   - root: the screen file as parsed.
    ///   - screen: the same file decoded (its preset and scale).
    ///   - device: the preset the file names, if any.
    public static func merge(_ imported: ImportedScreen, into root: JSONNode, device: DevicePreset?,
                             background: String?, prune: Bool) -> Outcome {
        var file = ScreenJSON(root)
        let key = imported.orientation.rawValue
        var capture = file[key] ?? .object([])
        let size = ScreenJSON.array([.number(imported.size.width), .number(imported.size.height)])
        if capture["size"] != nil || device?.size(imported.orientation) != imported.size {
            capture.set("size", size)
        }
        if let background { capture.set("background", .string(background)) }

        var elements = capture["elements"] ?? .object([])
        guard case .object(let existing) = elements else { return Outcome(text: file.text(), changed: [], added: [], vanished: []) }
        let capturedIDs = Set(imported.elements.map(\.id))
        var changed: [String] = [], added: [String] = []
        for element in imported.elements {
            if let old = elements[element.id] {
                let updated: ScreenJSON
                if case .object = old {
                    var object = old
                    object.set("frame", .frame(element.frame))
                    updated = object
                } else {
                    updated = .frame(element.frame)
                }
                if updated != old { changed.append(element.id) }
                elements.set(element.id, updated)
            } else {
                elements.set(element.id, ScreenFileWriter.element(element))
                added.append(element.id)
            }
        }
        let vanished = existing.map(\.key).filter { !capturedIDs.contains($0) }
        if prune { vanished.forEach { elements.set($0, nil) } }
        capture.set("elements", elements)
        file.set(key, capture)
        return Outcome(text: file.text(), changed: changed, added: added, vanished: vanished)
    }
}
