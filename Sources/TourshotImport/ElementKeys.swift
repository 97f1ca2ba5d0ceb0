import TourshotModel

/// The ids imported elements are keyed by: the accessibility identifier unchanged, else the
/// label as a lowerCamelCase ASCII id (`"Approach Plate"` → `approachPlate`); a repeat by what
/// tells it apart (`Allocator`).
public enum ElementKeys {
    /// `"JS Engine: Hermes"` → `jsEngineHermes` (the model's `ElementKey`, which the lookup of
    /// tutorial ids shares); empty when the text has no ASCII letter or digit.
    public static func lowerCamelCase(_ text: String) -> String { ElementKey.lowerCamelCase(text) }

    /// Hands out keys in document order. An identifier is its own key, once. Every other key
    /// (a label's, a repeat's) differs from every key handed out and every identifier in the
    /// capture also in more than case (`news` beside the app's `NEWS` would be told apart by
    /// case alone), so a tutorial pointing at the app's `dup2` finds that element. A repeat is
    /// keyed by what tells it apart from the earlier ones: its container (`privacyChevron`),
    /// else its type (`newsCell`), else its place among them (`composeButton2`, `box1_2`).
    struct Allocator {
        private var exact: Set<String> = []
        private var folded: Set<String> = []
        private let reserved: Set<String>
        private var next: [String: Int] = [:]

        init(reserving identifiers: Set<String> = []) { reserved = Set(identifiers.map { $0.lowercased() }) }

        /// - Parameter alternatives: keys that tell this element apart from the others of its
        ///   base (container's, type's), tried in order when the base is taken.
        /// - Returns: the key, and whether it was told apart from the base.
        mutating func key(_ base: String, isIdentifier: Bool, alternatives: [String] = []) -> (key: String, toldApart: Bool) {
            if isIdentifier ? !exact.contains(base) : isFree(base) { return (take(base), false) }
            if let free = alternatives.map({ Self.limited($0) }).first(where: isFree) { return (take(free), true) }
            let separator = base.last?.isNumber == true ? "_" : ""
            // Numbered from where the last repeat of this base stopped: 2,000 alike stay linear.
            var number = next[base, default: 2]
            while true {
                let suffix = separator + String(number)
                let key = Self.limited(base, suffix: suffix)
                number += 1
                if isFree(key) {
                    next[base] = number
                    return (take(key), true)
                }
            }
        }

        private func isFree(_ key: String) -> Bool { !folded.contains(key.lowercased()) && !reserved.contains(key.lowercased()) }

        private mutating func take(_ key: String) -> String {
            exact.insert(key)
            folded.insert(key.lowercased())
            return key
        }

        /// Shortened to stay within the id length limit, with `suffix` kept whole.
        static func limited(_ base: String, suffix: String = "") -> String {
            String(base.unicodeScalars.prefix(Limits.nameLength - suffix.unicodeScalars.count)) + suffix
        }
    }
}
