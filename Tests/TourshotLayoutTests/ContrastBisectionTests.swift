import Testing
@testable import TourshotLayout

/// The fix search's bisection: along a group contrast only grows, so the first passing change
/// is found in at most ⌈log₂(count + 1)⌉ paints.
struct ContrastBisectionTests {
    /// Every boundary of every group size up to the largest the search makes (13: 0.35 to 0.95
    /// in steps of 0.05): the boundary itself (nil when nothing passes), each index tried once.
    @Test func theBisectionFindsTheFirstPassingChange() {
        for count in 0...13 {
            for boundary in 0...count {
                var tried: [Int] = []
                let found = ContrastFixSearch.smallest(count: count) { tried.append($0); return $0 >= boundary }
                #expect(found == (boundary < count ? boundary : nil), "count \(count), boundary \(boundary)")
                #expect(Set(tried).count == tried.count, "tried twice: \(tried)")
                let most = count.bitWidth - count.leadingZeroBitCount // ⌈log₂(count + 1)⌉
                #expect(tried.count <= most, "count \(count), boundary \(boundary): \(tried)")
            }
        }
    }
}
