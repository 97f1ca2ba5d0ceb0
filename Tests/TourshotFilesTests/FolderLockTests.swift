import Foundation
import Testing
import TourshotFiles

/// `FolderLock.holding`: a second holder of the same folder waits until the first is done, as
/// `record` shards merging their lines into one key file must.
@Suite("folder lock")
struct FolderLockTests {
    @Test func aSecondHolderWaitsForTheFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let firstIn = DispatchSemaphore(value: 0), letFirstGo = DispatchSemaphore(value: 0), secondDone = DispatchSemaphore(value: 0)
        let events = Events()
        Thread.detachNewThread {
            try? FolderLock.holding(folder) {
                events.add("first in")
                firstIn.signal()
                letFirstGo.wait()
                events.add("first out")
            }
        }
        firstIn.wait()
        Thread.detachNewThread {
            try? FolderLock.holding(folder) { events.add("second in") }
            secondDone.signal()
        }
        // Without the lock the second holder is in at once; with it, it waits however long.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(events.all == ["first in"])
        letFirstGo.signal()
        #expect(secondDone.wait(timeout: .now() + 10) == .success)
        #expect(events.all == ["first in", "first out", "second in"])
    }

    @Test func aMissingFolderIsSaid() {
        let missing = URL(fileURLWithPath: "/nonexistent-tourshot-folder")
        #expect(throws: OwnedFolderError.self) { try FolderLock.holding(missing) {} }
    }

    private final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [String] = []
        func add(_ event: String) { lock.withLock { events.append(event) } }
        var all: [String] { lock.withLock { events } }
    }
}
