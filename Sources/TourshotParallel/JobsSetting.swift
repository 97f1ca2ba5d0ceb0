import Foundation

/// `TOURSHOT_JOBS`: how many images render at once on a shared CI machine. Checked when a
/// command starts, before anything is written, so a typo is an error rather than silently
/// one worker per core.
public enum JobsSetting {
    public static let variable = "TOURSHOT_JOBS"

    /// The requested number of workers, nil when the variable is unset or empty.
    public static func requested(in environment: [String: String] = ProcessInfo.processInfo.environment) throws(JobsSettingError) -> Int? {
        guard let value = environment[variable], !value.isEmpty else { return nil }
        guard let jobs = Int(value), jobs > 0 else { throw JobsSettingError(value: value) }
        return jobs
    }
}

/// A `TOURSHOT_JOBS` value that is not a positive whole number.
public struct JobsSettingError: Error, Sendable, CustomStringConvertible {
    public let value: String

    public var description: String {
        "\(JobsSetting.variable)=\(value) is not a number of images to render at once; set it to a whole number from 1 up (more than the cores are not used), or unset it to use every core"
    }
}
