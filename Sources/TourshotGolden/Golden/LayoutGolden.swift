import TourshotLayout
import TourshotModel

/// The resolved layout as a text golden: docs/format.md §5 with keys sorted and every number
/// rounded to 0.001 pt, so a geometry change shows as a short, readable line diff and
/// floating-point noise below a thousandth of a point does not.
///
/// ```json
/// {
///   "arrows": [ { "control": [196.5, 402.25], ... } ],
///   ...
/// }
/// ```
public enum LayoutGolden {
    /// The golden text of a layout, ending with a newline. Without the answers a Swift tour used
    /// (`answers`): their values are in the layout, and their Swift positions move with the code.
    public static func text(_ layout: ImageLayout) -> String {
        guard case .object(let members) = layout.json else { return canonical(layout.json).serialized() + "\n" }
        return canonical(.object(members.filter { $0.0 != "answers" })).serialized() + "\n"
    }

    /// Keys sorted (by Unicode scalars, independent of locale), numbers rounded.
    public static func canonical(_ value: JSONOutput) -> JSONOutput {
        switch value {
        case .number:
            return value.roundedToThousandths()
        case .array(let items):
            return .array(items.map(canonical))
        case .object(let members):
            return .object(members.map { ($0.0, canonical($0.1)) }.sorted { $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) })
        case .null, .bool, .string:
            return value
        }
    }
}
