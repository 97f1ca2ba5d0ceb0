import Testing
import TourshotServe

/// A burst of writes (an editor's temporary file, rename and attribute change) is one refresh,
/// a steady stream still refreshes every `longest` seconds.
@Suite("serve: debounce")
struct DebounceWindowTests {
    @Test func aBurstIsDueAfterItsQuietTime() {
        var window = DebounceWindow(quiet: 0.05, longest: 0.3)
        #expect(window.deadline == nil)
        #expect(!window.isDue(at: 100))
        window.record(at: 10.00)
        window.record(at: 10.01)
        window.record(at: 10.03)
        #expect(window.deadline == 10.08)
        #expect(!window.isDue(at: 10.079))
        #expect(window.isDue(at: 10.08))
        window.reset()
        #expect(window.deadline == nil)
        #expect(!window.isDue(at: 11))
    }

    @Test func aSteadyStreamIsDueAfterTheLongestWait() {
        var window = DebounceWindow(quiet: 0.05, longest: 0.3)
        var time = 20.0
        while time < 20.5 {
            window.record(at: time)
            if window.isDue(at: time) { break }
            time += 0.04
        }
        #expect(window.first == 20.0)
        #expect(window.deadline == 20.3)
        #expect(window.isDue(at: 20.3))
    }
}
