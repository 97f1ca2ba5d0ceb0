/// A tour entry's `"strings"` and `"locales"`: the texts it is previewed with, per locale.
public struct TourLocalization: Sendable, Hashable {
    public let table: StringTable
    /// The locales the app ships, in the project's order; every one is previewed by default.
    public let locales: [String]

    /// The tour in `locale`: every text that is a key of the table replaced by its value, and
    /// the layout right to left for a right-to-left language (a `--rtl` already given stays).
    public func localized(_ tour: Tour, locale: String) -> Tour {
        var tutorial = tour.tutorial.mappingTexts { table.localized($0, locale: locale) }
        tutorial.locale = locale
        if LayoutDirection(locale: locale) == .rightToLeft { tutorial.layoutDirection = .rightToLeft }
        return tour.replacing(tutorial: tutorial, locale: locale)
    }
}
