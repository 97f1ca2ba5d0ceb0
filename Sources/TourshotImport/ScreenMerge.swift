import TourshotModel

/// Updates one orientation of an existing screen file from a capture: frames of known ids
/// replaced, new elements added, vanished ones reported (removed only when pruning), the
/// elements in the capture's order, each element's `type`, `in`, `section`, `row` and
/// `scrolled` the capture's when it gives them. Every other key — `cornerRadius`, `presentation`, `title`,
/// `blur`, `presentations`, the safe area, the other orientation — is kept as written.
public enum ScreenMerge {
    public struct Outcome: Sendable, Equatable {
        public let text: String
        public let changed: [String]
        public let added: [String]
        /// Ids the file has and the capture does not (removed from `text` when pruning).
        public let vanished: [String]
        /// Whether elements the file had were put in another order: the capture's.
        public let reordered: Bool
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

        let current: ScreenJSON = capture["elements"] ?? .object([])
        guard case .object(let existing) = current else {
            return Outcome(text: file.text(), changed: [], added: [], vanished: [], reordered: false)
        }
        let old = Dictionary(existing.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let capturedIDs = Set(imported.elements.map(\.id))
        var changed: [String] = [], added: [String] = []
        // The capture's order is the app's drawing order (parents first), so the merged file
        // takes it: an element the file lacked lands where the app draws it, not last, above
        // the hand-written ones.
        var ordered: [(key: String, value: ScreenJSON)] = []
        for element in imported.elements {
            guard let before = old[element.id] else {
                added.append(element.id)
                ordered.append((element.id, ScreenFileWriter.element(element)))
                continue
            }
            var updated: ScreenJSON = .frame(element.frame)
            if case .object = before {
                updated = before
                updated.set("frame", .frame(element.frame))
            }
            // What the element is and where it sits are the capture's, like its frame: a capture
            // that types the element also drops the places it no longer gives (a cell that
            // left its table); one that types nothing (maestro) leaves the file's as written.
            let captured = ScreenFileWriter.element(element)
            let typed = captured["type"] != nil
            for key in ScreenFileWriter.structureKeys {
                guard let value = captured[key] else {
                    if typed { updated.set(key, nil) }
                    continue
                }
                if case .array = updated { updated = .object([("frame", updated)]) }
                updated.set(key, value)
            }
            if updated != before { changed.append(element.id) }
            ordered.append((element.id, updated))
        }
        let vanished = existing.map(\.key).filter { !capturedIDs.contains($0) }
        if !prune {
            // A kept element (hand-written, or of a popover not open in this capture) stays
            // right after the element it followed in the file.
            let positions = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($0.element.key, $0.offset) })
            var kept: [(after: Int, member: (key: String, value: ScreenJSON))] = []
            var after = -1
            for member in existing {
                if let position = positions[member.key] { after = position } else { kept.append((after, member)) }
            }
            // Inserted from the back (by position, then file order), so positions in front stay valid.
            let byPosition = kept.enumerated().sorted { ($0.element.after, $0.offset) < ($1.element.after, $1.offset) }
            for entry in byPosition.reversed() { ordered.insert(entry.element.member, at: entry.element.after + 1) }
        }
        let oldKeys: [String] = existing.map { $0.key }, newKeys: [String] = ordered.map { $0.key }
        let both = Set(oldKeys).intersection(newKeys)
        let reordered = oldKeys.filter { both.contains($0) } != newKeys.filter { both.contains($0) }
        capture.set("elements", .object(ordered))
        file.set(key, capture)
        return Outcome(text: file.text(), changed: changed, added: added, vanished: vanished, reordered: reordered)
    }
}
