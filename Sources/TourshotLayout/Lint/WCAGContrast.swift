import Foundation
import TourshotModel

/// WCAG 2.2's contrast ratio (Understanding SC 1.4.3, "relative luminance" and "contrast ratio"
/// in its glossary): sRGB channels linearised, weighted into a relative luminance, and the ratio
/// (L1 + 0.05) / (L2 + 0.05) of the lighter to the darker, from 1:1 to 21:1.
public enum WCAGContrast {
    /// An 8-bit or fractional sRGB channel (0…1) in linear light.
    public static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// The inverse of `linear`: a linear-light channel back to sRGB (0…1).
    public static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// Relative luminance of linear-light red, green and blue.
    public static func luminance(linearRed red: Double, green: Double, blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// Relative luminance of an opaque sRGB colour (alpha ignored).
    public static func luminance(_ color: RGBAColor) -> Double {
        luminance(linearRed: linear(color.red), green: linear(color.green), blue: linear(color.blue))
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter luminance over the darker.
    public static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// WCAG's large scale text: at least 18 pt, or 14 pt bold. The font's points are iOS points.
    public static func isLarge(_ font: FontSpec) -> Bool {
        font.size >= 18 || (font.size >= 14 && font.weight == .bold)
    }

    /// The minimum ratio SC 1.4.3 asks of text of `font`: 4.5:1, or 3:1 for large text.
    public static func minimum(for font: FontSpec) -> Double { isLarge(font) ? 3 : 4.5 }

    /// `1.3:1`: one decimal, rounded down, so a failing ratio never prints as its threshold.
    public static func formatted(_ ratio: Double) -> String {
        String(format: "%.1f:1", (ratio * 10 + 1e-9).rounded(.down) / 10)
    }
}
