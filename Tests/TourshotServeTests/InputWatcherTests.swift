import Foundation
import Testing
import TourshotServe

/// inotify on the folder: an editor's save (temporary file, rename over the input) is one
/// change; a file the watcher does not watch is none.
@Suite("serve: input watcher")
struct InputWatcherTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    #if os(Linux)
    @Test func aSaveByRenameIsOneChange() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-watch-\(UUID().uuidString)", isDirectory: true)
        let other = root.appendingPathComponent("other", isDirectory: true)
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let counter = Counter()
        let watcher = InputWatcher(window: DebounceWindow(quiet: 0.25, longest: 2)) { counter.add() }
        try watcher.start()
        #expect(watcher.watch([root.path]).isEmpty)
        #expect(watcher.watchedFolders == [root.path])

        // Not watched: a change in another folder.
        try Data("x".utf8).write(to: other.appendingPathComponent("a.json"))
        Thread.sleep(forTimeInterval: 0.6)
        #expect(counter.count == 0)

        // An editor's save: swap file, temporary file renamed over the input, attributes.
        let input = root.appendingPathComponent("step.tutorial.json")
        try Data("{}".utf8).write(to: root.appendingPathComponent(".step.tutorial.json.swp"))
        let temporary = root.appendingPathComponent("step.tutorial.json.tmp")
        try Data("{ }".utf8).write(to: temporary)
        _ = rename(temporary.path, input.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: input.path)
        // A quarter second of quiet ends the burst (wide, for a loaded machine; the page uses 50 ms).
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 1)

        // Unwatched again: nothing more.
        watcher.watch([])
        try Data("{ \"a\": 1 }".utf8).write(to: input)
        Thread.sleep(forTimeInterval: 0.6)
        #expect(counter.count == 1)
    }

    /// A watched folder removed and made again (a checkout, `rm -rf` and a copy) is a change, and
    /// its watch is forgotten so the next `watch` of that path takes the new folder.
    @Test func aRemovedFolderIsAChangeAndIsWatchedAgain() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-rewatch-\(UUID().uuidString)", isDirectory: true)
        let inputs = root.appendingPathComponent("screenshots", isDirectory: true)
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let counter = Counter()
        let watcher = InputWatcher(window: DebounceWindow(quiet: 0.25, longest: 2)) { counter.add() }
        try watcher.start()
        #expect(watcher.watch([inputs.path]).isEmpty)

        try FileManager.default.removeItem(at: inputs)
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 1)
        #expect(watcher.watchedFolders.isEmpty)

        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        #expect(watcher.watch([inputs.path]).isEmpty)
        #expect(watcher.watchedFolders == [inputs.path])
        try Data("x".utf8).write(to: inputs.appendingPathComponent("a.png"))
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 2, "a file in the new folder is seen")
    }
    #endif
}
