import Testing
@testable import TourshotRender

/// Lengths become Pango's 32-bit units truncated as `Int32.init` does, clamped rather than
/// trapping for a width no screen has (an imported constraint of 1e12 points) or NaN.
struct PangoUnitsTests {
    @Test func clampedNotTrapped() {
        #expect(TextLayoutFactory.pangoUnits(20.29 * 1024) == 20776)
        #expect(TextLayoutFactory.pangoUnits(1e12 * 1024) == Int32.max)
        #expect(TextLayoutFactory.pangoUnits(.infinity) == Int32.max)
        #expect(TextLayoutFactory.pangoUnits(-1e15) == Int32.min)
        #expect(TextLayoutFactory.pangoUnits(.nan) == 0)
    }
}
