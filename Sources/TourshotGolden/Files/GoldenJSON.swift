import TourshotModel

/// JSON pieces shared by `results.json`, `tourshot diff --json` and the report page.
public enum GoldenJSON {
    /// `[x, y, width, height]` in pixels.
    public static func box(_ box: PixelBox) -> JSONOutput {
        .array([.number(Double(box.x)), .number(Double(box.y)), .number(Double(box.width)), .number(Double(box.height))])
    }

    public static func number(_ value: Int) -> JSONOutput { .number(Double(value)) }

    /// A comparison's counts as `diff --json` and the check report's results.json give them,
    /// in their order; `allowedPixels` (check's tolerance) after the ratio when given.
    public static func counts(_ counts: DiffCounts, allowedPixels: Double? = nil) -> [(String, JSONOutput)] {
        [("differentPixels", number(counts.differentPixels)),
         ("totalPixels", number(counts.totalPixels)),
         ("width", number(counts.width)),
         ("height", number(counts.height)),
         ("ratio", .number(counts.ratio))]
            + (allowedPixels.map { [("allowedPixels", JSONOutput.number($0))] } ?? [])
            + [("antiAliasedPixels", number(counts.antiAliasedPixels)),
               ("boundingBox", counts.boundingBox.map(box) ?? .null),
               ("identical", .bool(counts.identical))]
    }
}
