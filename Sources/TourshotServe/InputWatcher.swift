import Foundation
#if os(Linux)
import Glibc
#endif

/// Watches the folders holding a project's inputs through the kernel's notifications (inotify,
/// Linux), and calls `onChange` once per burst of writes (`DebounceWindow`). Folders rather than
/// files: an editor that saves by renaming a new file over the old one replaces the file a
/// watch on it would follow.
public final class InputWatcher: @unchecked Sendable {
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    private let onChange: @Sendable () -> Void
    private let lock = NSLock()
    private var window: DebounceWindow
    private var folders: [Int32: String] = [:]
    private var descriptor: Int32 = -1

    public init(window: DebounceWindow = DebounceWindow(), onChange: @escaping @Sendable () -> Void) {
        self.window = window
        self.onChange = onChange
    }

    /// Starts the thread that reads events. Throws where the system has no inotify.
    public func start() throws {
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw Unavailable(description: "cannot watch files: inotify_init1 failed (\(String(cString: strerror(errno)))); raise fs.inotify.max_user_instances")
        }
        let thread = Thread { [self] in readEvents() }
        thread.name = "tourshot-serve inotify"
        thread.start()
        #else
        throw Unavailable(description: "live updates need Linux's inotify; on this system the page shows the images as they were at start: restart tourshot serve after changing an input")
        #endif
    }

    /// Watches exactly `paths` (folders) from now on; returns the ones that could not be
    /// watched, with the reason.
    @discardableResult
    public func watch(_ paths: Set<String>) -> [String] {
        #if os(Linux)
        lock.lock(); defer { lock.unlock() }
        var failed: [String] = []
        for (wd, path) in folders where !paths.contains(path) {
            inotify_rm_watch(descriptor, wd)
            folders[wd] = nil
        }
        let known = Set(folders.values)
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        for path in paths.sorted() where !known.contains(path) {
            let wd = inotify_add_watch(descriptor, path, mask)
            if wd < 0 { failed.append("\(path): \(String(cString: strerror(errno)))") } else { folders[wd] = path }
        }
        return failed
        #else
        return []
        #endif
    }

    public var watchedFolders: [String] {
        lock.lock(); defer { lock.unlock() }
        return folders.values.sorted()
    }

    #if os(Linux)
    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let timeout: Int32 = locked { window.deadline.map { Int32(max(0, ($0 - Self.now()) * 1000).rounded(.up)) } } ?? -1
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0, countsAsChange(buffer, count: count) { locked { window.record(at: Self.now()) } }
            }
            let due: Bool = locked {
                guard window.isDue(at: Self.now()) else { return false }
                window.reset()
                return true
            }
            if due { onChange() }
        }
    }

    /// Whether any event in the buffer may change an input: one in a folder still watched about a
    /// file that is not an editor's swap or backup file (`.name.swp`, `name~`, `#name#`), or a lost
    /// queue (the kernel dropped events: anything may have changed). A watched folder that is
    /// removed or moved away (a checkout, `rm -rf` and a new copy) is a change too, and its
    /// watch is forgotten, so the refresh that follows watches the folder at that path again.
    /// The IN_IGNORED of a watch `watch` removed itself is none.
    func countsAsChange(_ buffer: [UInt8], count: Int) -> Bool {
        let watched = locked { Set(folders.keys) }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        var any = false
        var gone: [Int32] = []
        while offset + header <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes {
                ($0.load(fromByteOffset: offset, as: Int32.self), $0.load(fromByteOffset: offset + 4, as: UInt32.self),
                 Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                any = true
            } else if watched.contains(wd), mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                gone.append(wd)
                any = true
            } else if watched.contains(wd), name.isEmpty || WatchedFolders.mayBeInput(name) {
                any = true
            }
            offset += header + length
        }
        if !gone.isEmpty {
            locked {
                for wd in gone where folders[wd] != nil {
                    inotify_rm_watch(descriptor, wd)
                    folders[wd] = nil
                }
            }
        }
        return any
    }
    #endif

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body()
    }

    static func now() -> Double { Date().timeIntervalSinceReferenceDate }
}
