import TourshotModel

/// File names for rendered images: `<tour>-<screen>-step03-landscape.png`, safe on every system.
enum FileNaming {
    static func sanitized(_ id: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let mapped = String(id.map { allowed.contains($0) ? $0 : "_" })
        let trimmed = mapped.hasPrefix(".") ? "_" + mapped.dropFirst() : mapped
        return trimmed.isEmpty ? "_" : String(trimmed.prefix(80))
    }

    static func imageName(tour: String, screen: String, step: Int, stepCount: Int, orientation: Orientation, ext: String) -> String {
        let digits = max(2, String(stepCount).count)
        let number = String(step)
        let padded = String(repeating: "0", count: max(0, digits - number.count)) + number
        return "\(sanitized(tour))-\(sanitized(screen))-step\(padded)-\(orientation.rawValue).\(ext)"
    }
}
