import Foundation

/// How a tutorial's element id finds a captured element, so tutorial ids and captured ids meet
/// without renaming either: by id; then by TutorialKit's element id or label, which an imported
/// capture keeps as the element's `title` (`TutorialElement("Approach Plate")` is captured as
/// `approachPlate`, titled "Approach Plate") or as its lowerCamelCase id.
extension Capture {
    /// - Parameter label: the tutorial's label for `id` (its `elements` entry), if any.
    public func element(named id: String, label: String?) -> CapturedElement? {
        if let exact = element(id) { return exact }
        let names = [id, label].compactMap { $0 }
        for name in names {
            if let titled = elements.first(where: { $0.title == name }) { return titled }
        }
        for name in names {
            let key = ElementKey.lowerCamelCase(name)
            if !key.isEmpty, let keyed = element(key) { return keyed }
        }
        return nil
    }

    /// The ids and titles a missing element's did-you-mean chooses from.
    public var lookupNames: [String] {
        elements.map(\.id) + elements.compactMap(\.title)
    }
}

/// The lowerCamelCase ASCII id a label becomes (`"JS Engine: Hermes"` → `jsEngineHermes`),
/// shared by `import screen` (which keys label-only elements by it) and the lookup above.
public enum ElementKey {
    public static func lowerCamelCase(_ text: String) -> String {
        // An apostrophe joins its word ("Don't" → dont), as a person writing the id would.
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
            .filter { $0 != "'" && $0 != "\u{2019}" }
        let words = folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var key = ""
        for (index, word) in words.enumerated() {
            let lower = word.lowercased()
            key += index == 0 ? lower : lower.prefix(1).uppercased() + lower.dropFirst()
        }
        return String(key.unicodeScalars.prefix(Limits.nameLength))
    }
}
