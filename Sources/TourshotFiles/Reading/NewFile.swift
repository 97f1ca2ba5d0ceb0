import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule for a file an import command creates (`import screen --out`, `import tutorial
/// --out`): inside the path policy's folder, links followed as the kernel follows them, and
/// never over an existing file — which may be hand-written, or not tourshot's at all.
public enum NewFile {
    /// Nil when `url` may be created; otherwise what is wrong and the fix. `existing` is the fix
    /// for a file already there (each command has its own way to update one).
    public static func refusal(_ url: URL, policy: PathPolicy, existing: String) -> String? {
        if let violation = policy.violation(url) { return violation }
        // lstat, not stat: a link (even one to nothing) is something the user made there.
        var status = stat()
        guard lstat(url.path, &status) != 0 else { return "already exists; \(existing)" }
        return nil
    }
}
