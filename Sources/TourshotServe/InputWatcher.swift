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
    /// The parents of the folders asked for, watched for those folders' (re)appearance.
    private var parents: [Int32: String] = [:]
    /// The folders asked for, watched or not (one missing now is watched when it appears).
    private var wanted: Set<String> = []
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
    /// watched, with the reason. Each one's parent is watched too: a folder removed and made
    /// again, or a link to a folder pointed elsewhere (`ln -sfn`), is watched anew as it
    /// appears, whether or not a refresh happens to look at it then.
    @discardableResult
    public func watch(_ paths: Set<String>) -> [String] {
        #if os(Linux)
        lock.lock(); defer { lock.unlock() }
        wanted = paths
        for (wd, path) in folders where !paths.contains(path) {
            folders[wd] = nil
            release(wd)
        }
        let known = Set(folders.values)
        var failed: [String] = []
        for path in paths.sorted() where !known.contains(path) {
            if let failure = arm(path) { failed.append(failure) }
        }
        let neededParents = Set(paths.map(Self.parent))
        for (wd, path) in parents where !neededParents.contains(path) {
            parents[wd] = nil
            release(wd)
        }
        let knownParents = Set(parents.values)
        for path in neededParents.sorted() where !knownParents.contains(path) {
            // A parent that cannot be watched only loses the re-arming; the folder's own watch stands.
            let wd = inotify_add_watch(descriptor, path, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR) | UInt32(IN_MASK_ADD))
            if wd >= 0 { parents[wd] = path }
        }
        return failed
        #else
        return []
        #endif
    }

    #if os(Linux)
    private static let folderMask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches `path` (a link is followed to the folder it names now); the failure, if any.
    /// Called with the lock held.
    private func arm(_ path: String) -> String? {
        // IN_MASK_ADD: a folder that is also another's parent keeps both watches' events.
        let wd = inotify_add_watch(descriptor, path, Self.folderMask | UInt32(IN_MASK_ADD))
        guard wd >= 0 else { return "\(path): \(String(cString: strerror(errno)))" }
        folders[wd] = path
        return nil
    }

    /// Stops the kernel's watch `wd` once neither a folder nor a parent uses it (one folder
    /// can be both: the same watch descriptor). Called with the lock held.
    private func release(_ wd: Int32) {
        if folders[wd] == nil, parents[wd] == nil { inotify_rm_watch(descriptor, wd) }
    }

    static func parent(_ path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }
    #endif

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
        let (watched, parentFolders) = locked { (Set(folders.keys), parents) }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        var any = false
        var gone: [Int32] = []
        var appeared: [String] = []
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
            // A folder asked for appears (made again, moved in, a link re-pointed): watched anew.
            if let parent = parentFolders[wd], !name.isEmpty, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                appeared.append(parent == "/" ? "/" + name : parent + "/" + name)
            }
            offset += header + length
        }
        locked {
            for wd in gone where folders[wd] != nil {
                folders[wd] = nil
                release(wd)
            }
            for path in appeared where wanted.contains(path) {
                for (wd, known) in folders where known == path {
                    folders[wd] = nil
                    release(wd)
                }
                if arm(path) == nil { any = true }
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
