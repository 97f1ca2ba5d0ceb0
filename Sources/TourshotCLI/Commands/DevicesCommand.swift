import ArgumentParser
import TourshotLayout
import TourshotModel

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets a screen file can name.",
        discussion: """
        A screen file may say "device": "iphone-15-pro" (or any name in "also named") instead of giving "scale" and, per capture, "size" and "safeArea"; values the file gives win. Sizes are points (portrait; landscape swaps them); safe areas are top/leading/bottom/trailing. Phones first, then tablets, each oldest first.

        Example:
          tourshot devices
          tourshot devices --json
        """)

    @OptionGroup var output: JSONOption<DevicesCommand>

    @Flag(name: .long, help: "Print the presets as the Markdown tables of docs/format.md.")
    var markdown = false

    func validate() throws {
        if output.json && markdown { throw ValidationError("give one of --json and --markdown") }
    }

    func run() throws {
        if output.json {
            Console.document(JSONOutput.array(DevicePreset.grouped.flatMap(\.presets).map(Self.json)).serialized())
            return
        }
        if markdown {
            Console.document(DevicePreset.markdownTables())
            return
        }
        let rows = [DevicePreset.listingHeader] + DevicePreset.all.map(\.listingRow)
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        let line = { (row: [String]) in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        for (index, group) in DevicePreset.grouped.enumerated() {
            if index > 0 { Console.out("") }
            Console.out("\(group.family.plural):")
            Console.out(line(DevicePreset.listingHeader))
            group.presets.forEach { Console.out(line($0.listingRow)) }
        }
        Console.out("safe areas: top/leading/bottom/trailing in points")
    }

    /// One preset: size in points (portrait), safe areas as {top, leading, bottom, trailing}.
    static func json(_ preset: DevicePreset) -> JSONOutput {
        func insets(_ e: EdgeInsets) -> JSONOutput {
            .object([("top", .number(e.top)), ("leading", .number(e.leading)), ("bottom", .number(e.bottom)), ("trailing", .number(e.trailing))])
        }
        return .object([("id", .string(preset.id)), ("name", .string(preset.name)), ("family", .string(preset.family.rawValue)),
                        ("size", .array([.number(preset.portraitSize.width), .number(preset.portraitSize.height)])),
                        ("scale", .number(preset.scale)),
                        ("safeArea", .object([("portrait", insets(preset.portraitSafeArea)), ("landscape", insets(preset.landscapeSafeArea))])),
                        ("aliases", .array(preset.aliases.map(JSONOutput.string)))])
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

extension DevicesCommand: JSONPrinting {
    static let jsonHelp = "Print the presets as JSON: an array of {id, name, family (phone or tablet), size, scale, safeArea: {portrait, landscape}, aliases}, phones first."
}
