import Foundation

/// `TOURSHOT_TEXT_MEMO`: "off" measures every text with Pango each time it is asked, as tourshot
/// did before its font systems kept what they measured (`MeasuredSizes`) — for `scripts/bench`,
/// which times `lint` as it was then, and to rule the memo out when a layout looks wrong.
/// Unset, empty or "on" keeps it. Checked when a command starts, before anything is written.
public enum TextMemoSetting {
    public static let variable = "TOURSHOT_TEXT_MEMO"

    /// Whether font systems keep what they measure.
    public static func enabled(in environment: [String: String] = ProcessInfo.processInfo.environment) throws(TextMemoSettingError) -> Bool {
        switch environment[variable] {
        case nil, "", "on": true
        case "off": false
        case let value?: throw TextMemoSettingError(value: value)
        }
    }
}

/// A `TOURSHOT_TEXT_MEMO` value other than "on" and "off".
public struct TextMemoSettingError: Error, Sendable, CustomStringConvertible {
    public let value: String

    public var description: String {
        "\(TextMemoSetting.variable)=\(value) is neither \"on\" nor \"off\"; set it to \"off\" to measure every text afresh, or unset it"
    }
}
