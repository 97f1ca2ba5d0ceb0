#if canImport(Glibc)
import Glibc
#endif

/// A fresh @3x image buffer (12 MiB) is faulted in page by page the first time it is written,
/// 4 KiB at a time; transparent huge pages of 2 MiB (Debian's default mode is "madvise") need a
/// handful (figures: docs/performance.md). Only speed changes; where the kernel declines,
/// nothing does.
public enum HugePages {
    public static let pageSize = 2 << 20

    /// Zeroed memory for a large image, its start and length whole 2 MiB pages so that all of
    /// it can be huge pages (a buffer from malloc shares its first and last 2 MiB with other
    /// data and gets 4 KiB pages there). Nil when the
    /// system refuses; free with `deallocate(_:count:)`.
    public static func allocate(count: Int) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        guard count > 0, count <= Int.max - 2 * pageSize else { return nil }
        let length = (count + pageSize - 1) & ~(pageSize - 1)
        // Mapped with a page to spare, then trimmed to the aligned part.
        guard let mapped = mmap(nil, length + pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else { return nil }
        let base = Int(bitPattern: mapped)
        let start = (base + pageSize - 1) & ~(pageSize - 1)
        if start > base { munmap(mapped, start - base) }
        let end = start + length, mappedEnd = base + length + pageSize
        if mappedEnd > end { munmap(UnsafeMutableRawPointer(bitPattern: end), mappedEnd - end) }
        let aligned = UnsafeMutableRawPointer(bitPattern: start)!
        _ = madvise(aligned, length, MADV_HUGEPAGE)
        return aligned
        #else
        return nil
        #endif
    }

    /// Returns memory from `allocate(count:)`.
    public static func deallocate(_ pointer: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        munmap(pointer, (count + pageSize - 1) & ~(pageSize - 1))
        #endif
    }
}
