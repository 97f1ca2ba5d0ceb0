import ArgumentParser
import TourshotLayout
import TourshotModel

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets a screen file can name.",
        discussion: """
        A screen file may say "device": "iphone-15-pro" instead of giving "scale" and, per capture, "size" and "safeArea"; values the file gives win. Sizes are points (portrait; landscape swaps them); safe areas are top, leading, bottom, trailing.

        Example:
          tourshot devices
          tourshot devices --json
        """)

    @Flag(name: .long, help: "Print the presets as JSON: an array of {id, name, size, scale, safeArea: {portrait, landscape}}.")
    var json = false

    func run() throws {
        if json {
            Console.document(JSONOutput.array(DevicePreset.all.map(Self.json)).serialized())
            return
        }
        func insets(_ e: EdgeInsets) -> String {
            [e.top, e.leading, e.bottom, e.trailing].map { format($0) }.joined(separator: "/")
        }
        let rows = [["id", "device", "points", "scale", "safe area portrait", "safe area landscape"]]
            + DevicePreset.all.map { preset in
                [preset.id, preset.name, "\(format(preset.portraitSize.width))×\(format(preset.portraitSize.height))",
                 "@\(format(preset.scale))x", insets(preset.portraitSafeArea), insets(preset.landscapeSafeArea)]
            }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        for row in rows {
            Console.out(zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces())
        }
        Console.out("safe areas: top/leading/bottom/trailing in points")
    }

    /// One preset: size in points (portrait), safe areas as {top, leading, bottom, trailing}.
    static func json(_ preset: DevicePreset) -> JSONOutput {
        func insets(_ e: EdgeInsets) -> JSONOutput {
            .object([("top", .number(e.top)), ("leading", .number(e.leading)), ("bottom", .number(e.bottom)), ("trailing", .number(e.trailing))])
        }
        return .object([("id", .string(preset.id)), ("name", .string(preset.name)),
                        ("size", .array([.number(preset.portraitSize.width), .number(preset.portraitSize.height)])),
                        ("scale", .number(preset.scale)),
                        ("safeArea", .object([("portrait", insets(preset.portraitSafeArea)), ("landscape", insets(preset.landscapeSafeArea))]))])
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
