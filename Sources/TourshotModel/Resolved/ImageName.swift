/// The file name of one image — `<tour>-<screen>-step03-landscape` — shared by rendered
/// images, goldens (`.png` and `.layout.json`) and report entries, safe on every file system.
public struct ImageName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name without extension, e.g. `approach-iphone-15-pro-step03-landscape`.
    public let stem: String

    /// Steps are 1-based and zero-padded to at least two digits (more when the tour has 100+).
    /// A localized tour's images end in their locale: `…-step02-portrait-de`.
    public init(tour: String, screen: String, step: Int, stepCount: Int, orientation: Orientation, locale: String? = nil) {
        let digits = max(2, String(stepCount).count)
        let number = String(step)
        let padded = String(repeating: "0", count: max(0, digits - number.count)) + number
        stem = "\(Self.sanitized(tour))-\(Self.sanitized(screen))-step\(padded)-\(orientation.rawValue)"
            + (locale.map { "-" + Self.sanitized($0) } ?? "")
    }

    /// The golden image.
    public var png: String { stem + ".png" }
    /// The golden resolved layout (sorted keys, rounded coordinates) beside it.
    public var layout: String { stem + ".layout.json" }

    public var description: String { stem }

    public static func < (a: ImageName, b: ImageName) -> Bool { a.stem < b.stem }

    /// Letters, digits, `.`, `_` and `-` are kept; anything else becomes `_`; no leading dot;
    /// at most 80 characters.
    public static func sanitized(_ id: String) -> String {
        let mapped = String(id.map { allowed.contains($0) ? $0 : "_" })
        let trimmed = mapped.hasPrefix(".") ? "_" + mapped.dropFirst() : mapped
        return trimmed.isEmpty ? "_" : String(trimmed.prefix(80))
    }

    private static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
}
