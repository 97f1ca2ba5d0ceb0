import TourshotGolden
import TourshotLayout
import TourshotModel

/// How `tourshot diff` prints a result: one sentence, or JSON for scripts.
enum DiffReport {
    static func sentence(_ result: DiffResult, options: DiffOptions) -> String {
        let size = "\(result.width)×\(result.height) px"
        let ignored = result.antiAliasedPixels == 0 ? "" : "; \(result.antiAliasedPixels) anti-aliased pixels ignored"
        if result.identical { return "identical: no pixel differs (\(size))" }
        guard let box = result.boundingBox else {
            return "match: no pixel differs by more than threshold \(Decode.format(options.threshold)) (\(size)\(ignored))"
        }
        return "differ: \(result.differentPixels) of \(result.totalPixels) pixels (\(result.percentage)) within \(box)\(ignored)"
    }

    static func json(_ result: DiffResult, options: DiffOptions, diffFile: String?) -> JSONOutput {
        .object(GoldenJSON.counts(result.counts) + [
            ("threshold", .number(options.threshold)),
            ("includeAA", .bool(options.includeAntiAliasing)),
            ("checkerboard", .bool(options.checkerboard)),
            ("diff", diffFile.map(JSONOutput.string) ?? .null),
        ])
    }
}
