import Foundation

/// The font files tourshot renders with, chosen by path so output never depends on what
/// fontconfig would find on a machine. All come from Debian packages that `scripts/setup` installs.
public enum FontFiles {
    /// Stand-in for SF Pro: Inter (fonts-inter), metric-close and with the same weights.
    public static let textFamily = "Inter"
    public static let emojiFamily = "Noto Color Emoji"
    /// Symbols Inter lacks (⚙, ✓, variation selectors) in their text form.
    public static let symbolFamily = "DejaVu Sans"
    public static let cjkFamily = "Droid Sans Fallback"
    /// Stand-in for SF Pro Rounded (`design: .rounded`): Quicksand (fonts-quicksand), the
    /// packaged rounded sans whose widths come closest to SF Pro's (a 32 pt bold title is
    /// within ≈ 4% of Inter's width); characters it lacks fall back to the usual list.
    public static let roundedFamily = "Quicksand"

    /// Family list for every text run: primary face first, then the fallbacks in fixed order.
    public static let familyList = [textFamily, emojiFamily, symbolFamily, cjkFamily].joined(separator: ",")
    /// Family list for rounded text runs.
    public static let roundedFamilyList = [roundedFamily, textFamily, emojiFamily, symbolFamily, cjkFamily].joined(separator: ",")

    public static let paths: [(package: String, path: String)] = [
        ("fonts-inter", "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
        ("fonts-inter", "/usr/share/fonts/opentype/inter/Inter-Medium.otf"),
        ("fonts-inter", "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"),
        ("fonts-inter", "/usr/share/fonts/opentype/inter/Inter-Bold.otf"),
        ("fonts-noto-color-emoji", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
        ("fonts-dejavu-core", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        ("fonts-dejavu-core", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
        ("fonts-droid-fallback", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
        ("fonts-quicksand", "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf"),
        ("fonts-quicksand", "/usr/share/fonts/truetype/quicksand/Quicksand-Medium.ttf"),
        ("fonts-quicksand", "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf"),
    ]

    /// Files that are not installed, with the Debian package that provides each.
    public static func missing() -> [(package: String, path: String)] {
        paths.filter { !FileManager.default.fileExists(atPath: $0.path) }
    }
}
