import Foundation
import Testing
import TourshotParallel

struct ParallelLoopTests {
    @Test(arguments: [0, 1, 2, 3, 17, 1000])
    func everyIterationRunsExactlyOnce(count: Int) {
        let loop = ParallelLoop(helpers: 3)
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(count, 1))
        defer { counts.deallocate() }
        counts.initialize(repeating: 0)
        loop.forEach(count) { counts[$0] += 1 }
        #expect(counts.prefix(count).allSatisfy { $0 == 1 })
    }

    @Test func helpersReallyShareTheWork() {
        let loop = ParallelLoop(helpers: 2)
        let threads = UnsafeMutableBufferPointer<UInt>.allocate(capacity: 64)
        defer { threads.deallocate() }
        // Long enough iterations that the helpers wake up before the caller has taken them all.
        loop.forEach(64) { index in
            threads[index] = UInt(bitPattern: Unmanaged.passUnretained(Thread.current).toOpaque())
            Thread.sleep(forTimeInterval: 0.002)
        }
        #expect(Set(threads).count > 1)
    }

    @Test func aLoopInsideALoopRunsOnItsCallerAndFinishes() {
        let loop = ParallelLoop(helpers: 2)
        let sums = UnsafeMutableBufferPointer<Int>.allocate(capacity: 8)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0)
        loop.forEach(8) { outer in
            var sum = 0
            loop.forEach(100) { sum += $0 }  // the loop is busy: runs here, in order
            sums[outer] = sum
        }
        #expect(sums.allSatisfy { $0 == 4950 })
    }

    @Test func mapKeepsIndexOrder() {
        #expect(ParallelLoop.map(1000) { $0 * $0 } == (0..<1000).map { $0 * $0 })
        #expect(ParallelLoop.map(0) { $0 }.isEmpty)
    }

    @Test func withoutHelpersTheCallerRunsEverythingInOrder() {
        let loop = ParallelLoop(helpers: 0)
        var order: [Int] = []
        loop.forEach(5) { order.append($0) }
        #expect(order == [0, 1, 2, 3, 4])
    }
}
