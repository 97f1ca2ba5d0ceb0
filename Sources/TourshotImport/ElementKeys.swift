import TourshotModel

/// The ids imported elements are keyed by: the accessibility identifier unchanged, else the
/// label as a lowerCamelCase ASCII id (`"Approach Plate"` → `approachPlate`); a repeated key
/// gets a numeric suffix (`News2`, or `box1_2` after a digit).
public enum ElementKeys {
    /// `"JS Engine: Hermes"` → `jsEngineHermes` (the model's `ElementKey`, which the lookup of
    /// tutorial ids shares); empty when the text has no ASCII letter or digit.
    public static func lowerCamelCase(_ text: String) -> String { ElementKey.lowerCamelCase(text) }

    /// Hands out unique keys in document order.
    struct Allocator {
        private var used: Set<String>

        init(taken: Set<String> = []) { used = taken }

        mutating func unique(_ base: String) -> String {
            var key = base
            var number = 2
            let separator = base.last?.isNumber == true ? "_" : ""
            while used.contains(key) {
                key = base + separator + String(number)
                number += 1
            }
            used.insert(key)
            return key
        }
    }
}
