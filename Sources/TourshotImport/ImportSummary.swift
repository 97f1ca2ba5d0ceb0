import TourshotModel

/// What an import tells the person who ran it, beside the elements it read: which were left
/// out and why, and which repeats were keyed by what tells them apart — a line each, short
/// enough to act on.
extension ImportedScreen {
    public var summary: [String] {
        var lines: [String] = []
        if !skipped.isEmpty {
            let parts = Skipped.Reason.allCases.compactMap { reason -> String? in
                let names = skipped.filter { $0.reason == reason }.map { $0.name ?? "" }
                guard !names.isEmpty else { return nil }
                switch reason {
                case .anonymous: return "\(names.count) without identifier or label"
                case .zeroSize: return "\(names.count) of zero size"
                case .hidden: return "\(names.count) hidden (the tool says not visible): \(Self.few(names))"
                case .offscreen:
                    return "\(names.count) off-screen (outside the \(Decode.format(size.width))×\(Decode.format(size.height)) pt screen): \(Self.few(names))"
                case .outOfRange:
                    return "\(names.count) with a frame value beyond ±\(Decode.format(GeometryDecode.coordinateLimit)) pt: \(Self.few(names))"
                }
            }
            lines.append("left out \(skipped.count): " + parts.joined(separator: "; "))
        }
        if !toldApart.isEmpty {
            lines.append("keyed \(toldApart.count) repeated \(toldApart.count == 1 ? "name" : "names") by container, type or order: \(Self.few(toldApart))")
        }
        let scrolled = elements.filter(\.scrolled).map(\.id)
        if !scrolled.isEmpty {
            lines.append("marked \(scrolled.count) \(scrolled.count == 1 ? "cell" : "cells") \"scrolled\", without section and row: the first starts above its table's top (or left of its collection's leading edge), so it was captured scrolled and which rows they are is not known (capture it at its top for a tutorial's cellForRow(at:)): \(Self.few(scrolled))")
        }
        return lines
    }

    /// The first four, quoted, then how many more.
    static func few(_ names: [String]) -> String {
        let shown = names.prefix(4).map { "\"\($0.count > 40 ? String($0.prefix(39)) + "…" : $0)\"" }.joined(separator: ", ")
        return names.count > 4 ? shown + " and \(names.count - 4) more" : shown
    }
}
