import CCairo
import TourshotLayout
import TourshotModel

/// The letter spacing text is set with: SF Pro's published tracking (`SFProTracking`) for the
/// stand-in face, so Inter lines measure and wrap like the device's; none for rounded text
/// (Quicksand) or a project's own `textFont`, which are drawn as their files set them.
public enum TextTracking {
    /// The tracking in points `font` gets with `families`, 0 when none applies.
    public static func points(_ font: FontSpec, families: FontFamilies) -> Double {
        guard families.tracksLikeSFPro, !font.rounded else { return 0 }
        return SFProTracking.points(forSize: font.size)
    }

    /// The same in Pango units (1/1024 pt, rounded), nil when there is none to add.
    static func pangoUnits(_ font: FontSpec, families: FontFamilies) -> Int32? {
        let units = TextLayoutFactory.pangoUnits((points(font, families: families) * Double(PANGO_SCALE)).rounded())
        return units == 0 ? nil : units
    }

    /// The input keys' line for the tracking a project's text is drawn with: the table itself
    /// when it applies, so a changed value draws again instead of passing an old golden.
    public static func keyLine(textFace: TextFontChoice?) -> String {
        FontFamilies(textFace: textFace).tracksLikeSFPro ? "text tracking \(SFProTracking.keyText)" : "text tracking none (textFont)"
    }
}
