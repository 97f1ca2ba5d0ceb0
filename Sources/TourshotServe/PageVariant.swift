import TourshotModel

/// The appearance and text scale the page asks for: each tour entry's own (`base`, the variant
/// goldens are recorded in) or an override, as `--dark` and `--text-scale` give on the command
/// line. Image ids carry it, so the same step in two variants are two images.
public struct PageVariant: Sendable, Hashable, Comparable {
    public let appearance: Appearance?
    public let textScale: Double?

    public static let base = PageVariant(appearance: nil, textScale: nil)

    public init(appearance: Appearance?, textScale: Double?) {
        self.appearance = appearance
        self.textScale = textScale
    }

    /// From the page's `appearance` and `textScale` query values (empty or absent: the entry's
    /// own); the message says which value is wrong and what it takes.
    public static func parse(appearance: String?, textScale: String?) -> Result<PageVariant, VariantError> {
        var look: Appearance?
        if let appearance, !appearance.isEmpty {
            guard let parsed = Appearance(rawValue: appearance) else {
                return .failure(VariantError("appearance=\(appearance): use light or dark, or leave it out for each tour's own"))
            }
            look = parsed
        }
        var scale: Double?
        if let textScale, !textScale.isEmpty {
            guard let parsed = Double(textScale), Limits.textScale.contains(parsed) else {
                return .failure(VariantError("textScale=\(textScale): use a number from \(Limits.spoken(Limits.textScale)), or leave it out for each tour's own"))
            }
            scale = parsed
        }
        return .success(PageVariant(appearance: look, textScale: scale))
    }

    public struct VariantError: Error, Sendable { public let message: String; init(_ message: String) { self.message = message } }

    public var presentation: PresentationVariant { PresentationVariant(appearance: appearance, textScale: textScale) }

    /// What the image id adds to the golden name's stem: nothing for the base variant.
    public var idSuffix: String {
        (appearance.map { "~" + $0.rawValue } ?? "") + (textScale.map { "~t" + Decode.format($0) } ?? "")
    }

    /// For alt texts: ", dark, text ×1.3" (empty for the base variant).
    public var caption: String {
        (appearance.map { ", \($0.rawValue)" } ?? "") + (textScale.map { ", text ×\(Decode.format($0))" } ?? "")
    }

    public static func < (a: PageVariant, b: PageVariant) -> Bool { a.idSuffix < b.idSuffix }
}
