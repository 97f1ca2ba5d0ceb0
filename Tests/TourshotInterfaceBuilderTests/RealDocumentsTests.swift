import Foundation
import Testing
import TourshotCLI
import TourshotInterfaceBuilder

/// Public apps' documents, fetched by hand (docs/import.md lists them; they are not part of
/// the repository): `TOURSHOT_IB_CORPUS` names a folder with one folder per repository,
/// `COMMITS` (`folder commit` lines) and `HELDOUT` (the folders held out). Prints the table
/// docs/import.md shows; skipped when the variable is not set.
struct RealDocumentsTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TOURSHOT_IB_CORPUS"] != nil))
    func outletsAgainstXcodesFrames() throws {
        let corpus = URL(fileURLWithPath: ProcessInfo.processInfo.environment["TOURSHOT_IB_CORPUS"]!)
        let commits = try lines(corpus.appendingPathComponent("COMMITS")).reduce(into: [String: String]()) {
            let parts = $1.split(separator: " ")
            $0[String(parts[0])] = String(parts[1].prefix(10))
        }
        let heldOut = Set(try lines(corpus.appendingPathComponent("HELDOUT")))
        var measurement = CorpusMeasurement()
        // The import's measurer (Pango, Inter with SF Pro's tracking); TOURSHOT_IB_TEXT=estimate
        // measures with the fallback estimate, the "before" figures.
        if ProcessInfo.processInfo.environment["TOURSHOT_IB_TEXT"] != "estimate" {
            measurement.measurer = try #require(PangoIBTextMeasurer.make())
        }
        var totals = [false: CorpusMeasurement.Tally(), true: CorpusMeasurement.Tally()]
        print("| repository | documents | outlets | left out | constraints, no text (≤ 0.5 pt) | text-decided (≤ 2 pt) | autoresizing (≤ 0.5 pt) | held out |")
        print("|---|---|---|---|---|---|---|---|")
        for folder in commits.keys.sorted() {
            let isHeldOut = heldOut.contains(folder)
            let tally = try measurement.measure(repository: corpus.appendingPathComponent(folder), listMisses: !isHeldOut)
            totals[isHeldOut]! += tally
            print(row(folder.replacingOccurrences(of: "+", with: "/") + "@" + commits[folder]!, tally, isHeldOut))
        }
        print(row("**development**", totals[false]!, false))
        print(row("**held out**", totals[true]!, true))
        if ProcessInfo.processInfo.environment["TOURSHOT_IB_MISSES"] != nil { measurement.misses.forEach { print($0) } }
        #expect(totals[false]!.documents + totals[true]!.documents > 0)
    }

    private func row(_ name: String, _ t: CorpusMeasurement.Tally, _ heldOut: Bool) -> String {
        let leftOut = t.flagged + t.hidden + t.unframed + t.given
        return "| \(name) | \(t.documents) (+\(t.otherPlatforms) not iOS) | \(t.outlets) | \(leftOut) (\(t.flagged) marked, \(t.hidden) hidden, \(t.unframed) unframed, \(t.given) roots/cells) | "
            + "\(t.plainWithin)/\(t.plain) | \(t.textWithin)/\(t.text) | \(t.autoresizingWithin)/\(t.autoresizing) | \(heldOut ? "yes" : "") |"
    }

    private func lines(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
