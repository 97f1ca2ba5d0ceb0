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

    /// A folder `screenshots` in a new temporary folder, watched, then removed (one change seen).
    static func watchedThenRemoved(_ label: String) throws -> (root: URL, inputs: URL, counter: Counter, watcher: InputWatcher) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-\(label)-\(UUID().uuidString)", isDirectory: true)
        let inputs = root.appendingPathComponent("screenshots", isDirectory: true)
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        let counter = Counter()
        let watcher = InputWatcher(window: DebounceWindow(quiet: 0.25, longest: 2)) { counter.add() }
        try watcher.start()
        #expect(watcher.watch([inputs.path]).isEmpty)
        try FileManager.default.removeItem(at: inputs)
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 1)
        return (root, inputs, counter, watcher)
    }

    /// A watched folder removed and made again (a checkout, `rm -rf` and a copy) is a change, and
    /// its watch is forgotten so the next `watch` of that path takes the new folder.
    @Test func aRemovedFolderIsAChangeAndIsWatchedAgain() throws {
        let (root, inputs, counter, watcher) = try Self.watchedThenRemoved("rewatch")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(watcher.watchedFolders.isEmpty)

        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        #expect(watcher.watch([inputs.path]).isEmpty)
        #expect(watcher.watchedFolders == [inputs.path])
        try Data("x".utf8).write(to: inputs.appendingPathComponent("a.png"))
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 2, "a file in the new folder is seen")
    }
    /// Issue 42, item 11: a folder removed while no refresh looks (its watch failed, as the
    /// refresh after the removal found nothing there) and made again later is watched again
    /// as it appears, through its parent's watch.
    @Test func aFolderMadeAgainLaterIsWatchedAsItAppears() throws {
        let (root, inputs, counter, watcher) = try Self.watchedThenRemoved("rearm")
        defer { try? FileManager.default.removeItem(at: root) }
        // The refresh that follows finds no folder to watch.
        #expect(watcher.watch([inputs.path]).count == 1)

        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 2, "the folder's appearance is a change")
        #expect(watcher.watchedFolders == [inputs.path])
        try Data("x".utf8).write(to: inputs.appendingPathComponent("a.png"))
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 3, "a file in the new folder is seen")
    }

    /// Issue 42, item 11: a link to a folder pointed at another (`ln -sfn`: a new link renamed
    /// over the old) is followed to the new folder.
    @Test func aLinkPointedElsewhereIsFollowed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-relink-\(UUID().uuidString)", isDirectory: true)
        let first = root.appendingPathComponent("v1", isDirectory: true)
        let second = root.appendingPathComponent("v2", isDirectory: true)
        let link = root.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "v1")
        defer { try? FileManager.default.removeItem(at: root) }
        let counter = Counter()
        let watcher = InputWatcher(window: DebounceWindow(quiet: 0.25, longest: 2)) { counter.add() }
        try watcher.start()
        #expect(watcher.watch([link.path]).isEmpty)

        let temporary = root.appendingPathComponent(".shots.new")
        try FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: "v2")
        #expect(rename(temporary.path, link.path) == 0)
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 1, "the re-pointed link is a change")
        try Data("x".utf8).write(to: second.appendingPathComponent("a.png"))
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 2, "a file in the folder the link names now is seen")
        try Data("x".utf8).write(to: first.appendingPathComponent("a.png"))
        Thread.sleep(forTimeInterval: 0.8)
        #expect(counter.count == 2, "the folder it named before is no longer watched")
    }
    #endif
}
