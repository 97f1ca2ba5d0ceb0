#if canImport(Glibc)
import Glibc
#endif

/// A fresh @3x image buffer (12 MiB) is faulted in page by page the first time it is written:
/// about 3,000 faults of 4 KiB, ~5 ms. Transparent huge pages of 2 MiB (Debian's default mode
/// is "madvise") need a handful. Only speed changes; where the kernel declines, nothing does.
public enum HugePages {
    public static let pageSize = 2 << 20

    /// Asks for huge pages on the 2 MiB-aligned part of `count` bytes at `base`, which should
    /// not have been written yet (pages already present stay small).
    public static func advise(_ base: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        let start = (Int(bitPattern: base) + pageSize - 1) & ~(pageSize - 1)
        let end = (Int(bitPattern: base) + count) & ~(pageSize - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
