import ArgumentParser
import TourshotModel

/// `--dark` and `--text-scale`: the appearance and dynamic type factor images are drawn in, over
/// each tour entry's own. The drawing commands and `serve` (whose page starts with them) take
/// the same two options with the same check; `Wording` says what they mean for the command.
struct AppearanceOptions<Wording: AppearanceWording>: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Wording.dark))
    var dark = false

    @Option(name: .long, help: ArgumentHelp(Wording.textScale, valueName: "x"))
    var textScale: Double?

    func validate() throws {
        try OptionCheck.within(textScale, Limits.textScale, "--text-scale")
    }
}

/// The help of `AppearanceOptions` for one kind of command.
protocol AppearanceWording {
    static var dark: String { get }
    static var textScale: String { get }
}

/// render, layout, lint, review: the images are drawn so.
enum DrawnAppearance: AppearanceWording {
    static let dark = "Dark appearance: each style's dark look (as a tutorial theme's \"appearance\": \"dark\")."
    static let textScale = "Dynamic type factor applied to every font, \(Limits.spoken(Limits.textScale)) (e.g. 1.3)."
}

/// serve: the page starts so, and can switch.
enum PageAppearance: AppearanceWording {
    static let dark = "Start in dark appearance (the page can switch back to each tour's own)."
    static let textScale = "Start with this text scale, \(Limits.spoken(Limits.textScale))."
}
