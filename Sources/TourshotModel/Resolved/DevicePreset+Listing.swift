/// The presets as `tourshot devices` prints them and docs/format.md shows them: one table, so the
/// terminal, `--markdown` and the docs never disagree (DeviceTableTests compares the docs).
extension DevicePreset {
    public static let listingHeader = ["id", "device", "points", "scale", "screenshot px", "safe area portrait", "safe area landscape", "also named"]

    /// Insets as top/leading/bottom/trailing points: `59/0/34/0`.
    public static func insets(_ e: EdgeInsets) -> String {
        [e.top, e.leading, e.bottom, e.trailing].map(Decode.format).joined(separator: "/")
    }

    public var listingRow: [String] {
        let points = portraitSize
        return [id, name, "\(Decode.format(points.width))×\(Decode.format(points.height))", "@\(Decode.format(scale))x",
                "\(Decode.format((points.width * scale).rounded()))×\(Decode.format((points.height * scale).rounded()))",
                Self.insets(portraitSafeArea), Self.insets(landscapeSafeArea), aliases.joined(separator: ", ")]
    }

    /// Every family's presets, in table order.
    public static var grouped: [(family: Family, presets: [DevicePreset])] {
        Family.allCases.map { family in (family, all.filter { $0.family == family }) }
    }

    /// The docs' table: a Markdown table per family under a bold heading.
    public static func markdownTables() -> String {
        grouped.map { group in
            let code = { (cell: String) in cell.isEmpty ? "" : cell.split(separator: ", ").map { "`\($0)`" }.joined(separator: ", ") }
            let rows = group.presets.map { preset -> [String] in
                var row = preset.listingRow
                row[0] = code(row[0])
                row[7] = code(row[7])
                return row
            }
            return (["**\(group.family.plural.prefix(1).uppercased() + group.family.plural.dropFirst())**", "",
                     "| " + listingHeader.joined(separator: " | ") + " |",
                     "|" + String(repeating: "---|", count: listingHeader.count)]
                    + rows.map { "| " + $0.joined(separator: " | ") + " |" }).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
