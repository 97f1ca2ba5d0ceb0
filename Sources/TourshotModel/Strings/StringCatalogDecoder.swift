import Foundation
import TourshotFiles

/// Decodes an Xcode String Catalog (`.xcstrings`, JSON): `sourceLanguage`, and for each key of
/// `strings` its `localizations`, each a `stringUnit` value or `variations` by `plural` or
/// `device`, where the preview takes the default case, `other` (nested variations too).
/// Keys tourshot does not use (`comment`, `extractionState`, `state`, `substitutions`, …) are
/// ignored, so catalogs of any Xcode version read.
public enum StringCatalogDecoder {
    public static func load(_ url: URL, referencedFrom: String? = nil, policy: PathPolicy = .anywhere) throws(InputError) -> StringTable {
        let root = try InputFile.parseJSON(url, policy: policy, referencedFrom: referencedFrom)
        let diagnostics = Diagnostics(file: InputFile.displayPath(url))
        let table = decode(root, diagnostics)
        guard let table, !diagnostics.hasProblems else { throw InputError(diagnostics.problems) }
        return table
    }

    static func decode(_ root: JSONNode, _ diagnostics: Diagnostics) -> StringTable? {
        guard let object = ObjectReader(root, at: .root, diagnostics) else { return nil }
        let source = object.required("sourceLanguage", Decode.identifier)
        var values: [String: [String: String]] = [:]
        if let strings = object.required("strings", { node, path, diagnostics in ObjectReader(node, at: path, diagnostics) }) {
            for (key, node, path) in strings.entries {
                guard let entry = ObjectReader(node, at: path, diagnostics) else { continue }
                guard let localizations = entry.optional("localizations", { ObjectReader($0, at: $1, $2) }) else {
                    values[key] = [:]
                    continue
                }
                var byLocale: [String: String] = [:]
                for (locale, localization, localizationPath) in localizations.entries {
                    if let value = defaultValue(localization, localizationPath, diagnostics) { byLocale[locale] = value }
                }
                values[key] = byLocale
            }
        }
        guard let source else { return nil }
        return StringTable(sourceLanguage: source, values: values, file: diagnostics.file)
    }

    /// A localization's value: its `stringUnit.value`, or the `other` case of its variations.
    static func defaultValue(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> String? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        if let unit = object.optional("stringUnit", { ObjectReader($0, at: $1, $2) }) {
            return unit.required("value", Decode.string)
        }
        guard let variations = object.optional("variations", { ObjectReader($0, at: $1, $2) }) else {
            diagnostics.report(path, "a localization needs \"stringUnit\" or \"variations\"", at: node)
            return nil
        }
        guard let (kind, casesNode, casesPath) = variations.entries.first,
              let cases = ObjectReader(casesNode, at: casesPath, diagnostics) else {
            diagnostics.report(variations.path, "expected \"plural\" or \"device\" variations", at: variations.node)
            return nil
        }
        guard let other = cases.member("other") else {
            diagnostics.report(casesPath, "\(kind) variations have no \"other\" case, the one a preview shows; add it", at: casesNode)
            return nil
        }
        return defaultValue(other, casesPath.appending("other"), diagnostics)
    }
}
