import Foundation
import TourshotInterfaceBuilder

/// Solves every iOS document of a folder of apps' documents (one folder per repository) and
/// compares each outlet's frame with the one Xcode stored, by how the frame is decided:
/// constraints with no text in the way (0.5 pt), text estimates (2 pt: the second solve with
/// text 20 % wider moves them), autoresizing masks (0.5 pt). Views marked misplaced or
/// ambiguous, hidden ones, ones without a stored frame (old Xcode versions leave some out: no
/// answer to compare with) and roots (their container gives their frames) are counted apart.
struct CorpusMeasurement {
    struct Tally {
        var documents = 0, otherPlatforms = 0, outlets = 0, flagged = 0, hidden = 0, given = 0, unframed = 0
        var plain = 0, plainWithin = 0, text = 0, textWithin = 0, autoresizing = 0, autoresizingWithin = 0
        var ambiguousInSolve = 0

        static func += (lhs: inout Tally, rhs: Tally) {
            lhs.documents += rhs.documents; lhs.otherPlatforms += rhs.otherPlatforms; lhs.outlets += rhs.outlets
            lhs.flagged += rhs.flagged; lhs.hidden += rhs.hidden; lhs.given += rhs.given; lhs.unframed += rhs.unframed
            lhs.plain += rhs.plain; lhs.plainWithin += rhs.plainWithin; lhs.text += rhs.text
            lhs.textWithin += rhs.textWithin; lhs.autoresizing += rhs.autoresizing
            lhs.autoresizingWithin += rhs.autoresizingWithin; lhs.ambiguousInSolve += rhs.ambiguousInSolve
        }
    }

    /// The text measurer the import injects (Pango's), or the estimate.
    var measurer: any IBTextMeasuring = TextEstimate()

    /// One line per outlet missed, for looking into (only asked for outside the held-out part).
    var misses: [String] = []

    mutating func measure(repository folder: URL, listMisses: Bool) throws -> Tally {
        var tally = Tally()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for file in files where file.hasSuffix(".xib") || file.hasSuffix(".storyboard") {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            guard let document = try? IBDocumentReader.read(data, name: file), document.isIOS, document.device != nil else {
                tally.otherPlatforms += 1
                continue
            }
            tally.documents += 1
            measure(document, into: &tally, listMisses: listMisses)
        }
        return tally
    }

    private mutating func measure(_ document: IBDocument, into tally: inout Tally, listMisses: Bool) {
        let layout = IBLayout.layout(document, text: IBTextSizing(measurer: measurer))
        let wider = IBLayout.layout(document, text: IBTextSizing(measurer: measurer, widthFactor: 1.2))
        var seen = Set<Int>()
        for outlet in document.outlets {
            guard let index = document.index(ofView: outlet.destination), seen.insert(index).inserted else { continue }
            let view = document.views[index]
            tally.outlets += 1
            var stored = view.storedFrame ?? IBRect(x: 0, y: 0, width: 0, height: 0)
            var flagged = view.misplaced || view.ambiguous, hidden = view.hidden, unframed = view.storedFrame == nil
            var ancestor = view.parent
            while let parent = ancestor {
                let parentView = document.views[parent]
                stored = stored.offset(by: parentView.storedFrame ?? IBRect(x: 0, y: 0, width: 0, height: 0))
                flagged = flagged || parentView.misplaced || parentView.ambiguous
                hidden = hidden || parentView.hidden
                unframed = unframed || parentView.storedFrame == nil
                ancestor = parentView.parent
            }
            if flagged { tally.flagged += 1; continue }
            if hidden { tally.hidden += 1; continue }
            if unframed { tally.unframed += 1; continue }
            if view.parent == nil || view.isPlacedByContainer { tally.given += 1; continue }
            if layout.ambiguous.contains(index) { tally.ambiguousInSolve += 1 }
            let solved = layout.frames[index], distance = solved.distance(to: stored)
            let inStack = view.parent.map { document.views[$0].stack != nil } ?? false
            let within: Bool, category: String
            if !view.placedByConstraints && !inStack {
                category = "autoresizing"
                tally.autoresizing += 1
                within = distance <= 0.5
                if within { tally.autoresizingWithin += 1 }
            } else if solved.distance(to: wider.frames[index]) > 0.01 {
                category = "text"
                tally.text += 1
                within = distance <= 2
                if within { tally.textWithin += 1 }
            } else {
                category = "constraints"
                tally.plain += 1
                within = distance <= 0.5
                if within { tally.plainWithin += 1 }
            }
            if !within && listMisses {
                misses.append("\(category) \(document.name) \(view.displayName) \(view.element): stored \(stored), solved \(solved)")
            }
        }
    }
}
