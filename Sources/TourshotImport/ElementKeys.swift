import Foundation
import TourshotModel

/// The ids imported elements are keyed by: the accessibility identifier unchanged, else the
/// label as a lowerCamelCase ASCII id (`"Approach Plate"` → `approachPlate`); a repeated key
/// gets a numeric suffix (`News2`, or `box1_2` after a digit).
public enum ElementKeys {
    /// `"JS Engine: Hermes"` → `jsEngineHermes`; empty when the text has no ASCII letter or digit.
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
