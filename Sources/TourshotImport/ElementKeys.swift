import TourshotModel

/// The ids imported elements are keyed by: the accessibility identifier unchanged, else the
/// label as a lowerCamelCase ASCII id (`"Approach Plate"` → `approachPlate`); a repeated key
/// gets a numeric suffix (`News2`, or `box1_2` after a digit).
public enum ElementKeys {
    /// `"JS Engine: Hermes"` → `jsEngineHermes` (the model's `ElementKey`, which the lookup of
    /// tutorial ids shares); empty when the text has no ASCII letter or digit.
    public static func lowerCamelCase(_ text: String) -> String { ElementKey.lowerCamelCase(text) }

    /// Hands out unique keys in document order. The capture's accessibility identifiers are
    /// reserved up front: a repeat's or a label's key never equals an identifier the app gave
    /// another element (`dup, dup, dup2` → `dup, dup3, dup2`), which a tutorial may point at.
    struct Allocator {
        private var used: Set<String> = []
        private let reserved: Set<String>

        init(reserving identifiers: Set<String> = []) { reserved = identifiers }

        /// `base` itself when it is free — an identifier takes its own reserved name, once —
        /// else `base` with the first number that is neither used nor reserved (`box1_2` after
        /// a digit), shortened to stay within the id length limit.
        mutating func unique(_ base: String, isIdentifier: Bool) -> String {
            if !used.contains(base), isIdentifier || !reserved.contains(base) {
                used.insert(base)
                return base
            }
            let separator = base.last?.isNumber == true ? "_" : ""
            var number = 2
            while true {
                let suffix = separator + String(number)
                let key = String(base.unicodeScalars.prefix(Limits.nameLength - suffix.unicodeScalars.count)) + suffix
                if !used.contains(key), !reserved.contains(key) {
                    used.insert(key)
                    return key
                }
                number += 1
            }
        }
    }
}
