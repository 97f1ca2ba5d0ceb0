import Testing
import TourshotGolden
import TourshotModel

/// Playwright's budget rules: no budget means no pixel; both budgets mean the stricter.
struct GoldenTolerancesTests {
    @Test func defaultAllowsNoPixel() {
        #expect(GoldenTolerances().allowedPixels(of: 1_000_000) == 0)
        #expect(GoldenTolerances().threshold == 0.1)
    }

    @Test func countRatioAndBoth() {
        #expect(GoldenTolerances(maxDiffPixels: 50).allowedPixels(of: 1_000_000) == 50)
        #expect(GoldenTolerances(maxDiffPixelRatio: 0.001).allowedPixels(of: 1_000_000) == 1000)
        #expect(GoldenTolerances(maxDiffPixels: 50, maxDiffPixelRatio: 0.001).allowedPixels(of: 1_000_000) == 50)
        #expect(GoldenTolerances(maxDiffPixels: 5000, maxDiffPixelRatio: 0.001).allowedPixels(of: 1_000_000) == 1000)
    }

    @Test func optionsOverrideTheProjectFile() {
        let project = CheckSettings(threshold: 0.2, maxDiffPixels: 10, maxDiffPixelRatio: nil, includeAA: true)
        let merged = GoldenTolerances(project: project, threshold: 0.05, maxDiffPixelRatio: 0.01)
        #expect(merged == GoldenTolerances(threshold: 0.05, includeAntiAliasing: true, maxDiffPixels: 10, maxDiffPixelRatio: 0.01))
        #expect(GoldenTolerances(project: CheckSettings()) == GoldenTolerances())
    }
}
