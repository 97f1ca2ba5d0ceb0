/// The tracking UIKit applies to SF Pro by point size, as Apple publishes it: Human Interface
/// Guidelines, Typography › Specifications › Tracking values › iOS, iPadOS, visionOS › SF Pro
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values),
/// the "Tracking (points)" column, every row.
///
/// `systemFont(ofSize:)` applies it on its own, so every line the device sets is this much per
/// character tighter (or looser) than the font's advances. tourshot's stand-in for SF Pro applies
/// the same values when it measures and draws (docs/determinism.md#the-text-face); a project's
/// own `textFont` gets none, since tourshot cannot know whether its files carry their tracking.
/// Pure data: the layout stays free of font code, and the renderer and the input keys read it here.
public enum SFProTracking {
    /// (point size, tracking in points) in the HIG's order; the table's own gaps (55, 57, 59…)
    /// are left as gaps and interpolated like any size between two rows.
    public static let rows: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0.0),
        (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45),
        (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22),
        (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40),
        (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37),
        (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37),
        (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17),
        (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking in points for `size`: a row's value at its size; between two rows, the
    /// straight line between them (as a font's `trak` table interpolates, and as a text scale
    /// makes 15 × 1.235 pt); below 6 pt the 6 pt value, past 96 pt none.
    public static func points(forSize size: Double) -> Double {
        guard let first = rows.first, let last = rows.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return 0 }
        let upper = rows.firstIndex { $0.size >= size }!
        let high = rows[upper], low = rows[upper - 1]
        if high.size == size { return high.points }
        return low.points + (high.points - low.points) * (size - low.size) / (high.size - low.size)
    }

    /// The table as one line of text, for the input keys: a changed value changes every key of
    /// an image drawn with it (docs/determinism.md).
    public static var keyText: String {
        "SF Pro tracking (HIG, points): " + rows.map { "\($0.size):\($0.points)" }.joined(separator: " ")
    }
}
