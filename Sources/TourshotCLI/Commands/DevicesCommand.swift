import ArgumentParser
import TourshotModel

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets a screen file can name.",
        discussion: """
        A screen file may say "device": "iphone-15-pro" instead of giving "scale" and, per capture, "size" and "safeArea"; values the file gives win. Sizes are points (portrait; landscape swaps them); safe areas are top, leading, bottom, trailing.

        Example:
          tourshot devices
        """)

    func run() throws {
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
