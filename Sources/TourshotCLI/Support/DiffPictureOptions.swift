import ArgumentParser
import Foundation
import TourshotGolden

/// How `tourshot diff` blends semi-transparent pixels and draws the diff image: pixelmatch
/// 7.2's `checkerboard`, `diffMask`, `diffColor`, `diffColorAlt`, `alpha` and `aaColor`. Only
/// --no-checkerboard changes what is counted, and only for pixels that are not opaque.
struct DiffPictureOptions: ParsableArguments {
    @Flag(name: .customLong("no-checkerboard"), help: "Blend semi-transparent pixels over white before comparing them (pixelmatch 5), not over pixelmatch 7's checkerboard.")
    var noCheckerboard = false

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, on a transparent background (no faded image, no anti-aliasing).")
    var diffMask = false

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Draw differences in this colour, as red,green,blue (0…255 each).", discussion: "Default: red, 255,0,0.", valueName: "r,g,b"))
    var diffColor: String?

    @Option(name: .customLong("diff-color-alt"), help: ArgumentHelp("Draw differences where the actual image is darker in this colour, as red,green,blue (0…255 each).", discussion: "Default: the --diff-color.", valueName: "r,g,b"))
    var diffColorAlt: String?

    @Option(name: .long, help: ArgumentHelp("Opacity of the expected image faded under the differences, from 0 to 1.", discussion: "Default: 0.1 (pixelmatch's).", valueName: "a"))
    var alpha: Double?

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Draw ignored anti-aliased pixels in this colour, as red,green,blue (0…255 each).", discussion: "Default: yellow, 255,255,0.", valueName: "r,g,b"))
    var aaColor: String?

    func validate() throws {
        try OptionCheck.within(alpha, 0...1, "--alpha")
        _ = try Self.color(diffColor, option: "--diff-color")
        _ = try Self.color(diffColorAlt, option: "--diff-color-alt")
        _ = try Self.color(aaColor, option: "--aa-color")
    }

    /// `options` with these settings applied.
    func applied(to options: DiffOptions) throws -> DiffOptions {
        var options = options
        options.checkerboard = !noCheckerboard
        options.mask = diffMask
        if let alpha { options.alpha = alpha }
        if let color = try Self.color(diffColor, option: "--diff-color") { options.differenceColor = color }
        options.darkerDifferenceColor = try Self.color(diffColorAlt, option: "--diff-color-alt")
        if let color = try Self.color(aaColor, option: "--aa-color") { options.antiAliasingColor = color }
        return options
    }

    /// `0,255,0`: three whole numbers from 0 to 255, as pixelmatch takes colours.
    static func color(_ text: String?, option: String) throws -> DiffOptions.Color? {
        guard let text else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            // UInt8("+1") parses; a colour is digits only.
            .map { $0.allSatisfy({ $0.isASCII && $0.isNumber }) ? UInt8($0) : nil }
        guard parts.count == 3, let red = parts[0], let green = parts[1], let blue = parts[2] else {
            throw ValidationError("\(option) \(text) must be red,green,blue: three whole numbers from 0 to 255, e.g. 0,255,0")
        }
        return DiffOptions.Color(red: red, green: green, blue: blue)
    }
}
