import Testing
import TourshotLayout

/// The tracking comes from the HIG's table (docs/determinism.md#the-text-face), not from a fit:
/// its rows exactly, and straight lines between them.
struct SFProTrackingTests {
    @Test func theTablesRowsAreItsValues() {
        // The sizes tourshot's styles use: footnote 13, Polaris' 14–20, Instructions' 15 and 17.
        let expected: [Double: Double] = [6: 0.24, 12: 0, 13: -0.08, 14: -0.15, 15: -0.23, 16: -0.31, 17: -0.43,
                                          18: -0.44, 19: -0.45, 20: -0.45, 22: -0.26, 24: 0.07, 28: 0.38, 32: 0.41,
                                          34: 0.40, 80: 0, 96: 0]
        for (size, points) in expected {
            #expect(SFProTracking.points(forSize: size) == points, "\(size) pt")
        }
    }

    @Test func betweenRowsItIsInterpolatedAndOutsideClamped() {
        // 18.5 pt (a text scale's size) lies halfway between 18 (−0.44) and 19 (−0.45).
        #expect(abs(SFProTracking.points(forSize: 18.5) - -0.445) < 1e-12)
        // 55 pt: the HIG skips it, halfway between 54 (0.32) and 56 (0.30).
        #expect(abs(SFProTracking.points(forSize: 55) - 0.31) < 1e-12)
        #expect(SFProTracking.points(forSize: 4) == 0.24)
        #expect(SFProTracking.points(forSize: 120) == 0)
    }

    @Test func theKeyTextNamesEveryRow() {
        #expect(SFProTracking.keyText.hasPrefix("SF Pro tracking (HIG, points): 6.0:0.24 7.0:0.23"))
        #expect(SFProTracking.keyText.hasSuffix("96.0:0.0"))
        #expect(SFProTracking.rows.count == 64)
    }
}
