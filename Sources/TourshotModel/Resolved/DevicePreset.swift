/// A device a screen file can name (`"device": "iphone-15-pro"`) instead of repeating its size,
/// scale and safe areas.
///
/// Sizes are in points, portrait; landscape swaps them. Safe areas are those of a full-screen
/// app with the status bar shown (portrait; iPads show it in landscape too), as UIKit reports
/// them on the iOS the device shipped with or a later one. The presets themselves are one table,
/// `DevicePreset.all` (DevicePresets.swift); the schema's enum and docs/format.md follow from it.
public struct DevicePreset: Sendable, Hashable {
    public enum Family: String, Sendable, CaseIterable {
        case phone, tablet

        /// The heading `tourshot devices` groups presets under.
        public var plural: String { self == .phone ? "phones" : "tablets" }
    }

    public let id: String
    public let name: String
    public let family: Family
    public let portraitSize: Size
    public let scale: Double
    public let portraitSafeArea: EdgeInsets
    public let landscapeSafeArea: EdgeInsets
    /// Other names of devices with exactly this geometry (`iphone-14` for `iphone-13`); a screen
    /// file and `--device` may use them, and the preset keeps its `id`.
    public let aliases: [String]

    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// Same scale and safe areas: for a screen of one size, two such presets draw the same image.
    public func drawsAlike(_ other: DevicePreset) -> Bool {
        scale == other.scale && portraitSafeArea == other.portraitSafeArea && landscapeSafeArea == other.landscapeSafeArea
    }

    /// A preset by its id or one of its aliases.
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.id == name } ?? all.first { $0.aliases.contains(name) }
    }

    /// Every name a screen file may give: ids in table order, then aliases.
    public static var names: [String] { all.map(\.id) + all.flatMap(\.aliases) }

    /// The message for a name that is no preset: `"iphone-15-por" is not a device preset; did you
    /// mean "iphone-15-pro"? (`tourshot devices` lists them)`.
    public static func unknown(_ name: String) -> String {
        "\"\(name)\" is not a device preset\(Suggestion.phrase(for: name, in: names)) (`tourshot devices` lists them)"
    }
}
