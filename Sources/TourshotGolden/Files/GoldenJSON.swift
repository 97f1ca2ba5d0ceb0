import TourshotModel

/// JSON pieces shared by `results.json`, `tourshot diff --json` and the report page.
public enum GoldenJSON {
    /// `[x, y, width, height]` in pixels.
    public static func box(_ box: PixelBox) -> JSONOutput {
        .array([.number(Double(box.x)), .number(Double(box.y)), .number(Double(box.width)), .number(Double(box.height))])
    }

    public static func number(_ value: Int) -> JSONOutput { .number(Double(value)) }
}
