/// Advance widths in ems close to San Francisco's (Helvetica's metrics, which SF follows
/// within a few percent, with SF's wider narrow letters and digits); 0.556 for the rest.
enum CharacterAdvances {
    static func ems(_ character: Character) -> Double {
        if let width = table[character] { return width }
        // Apple Color Emoji's advance is wider than an em (SwiftMessages' 38 pt emoji labels
        // are 43 pt wide in Xcode's frames); CJK and other wide letters stay at one em.
        if character.unicodeScalars.first?.properties.isEmojiPresentation == true { return 1.12 }
        if character.isNumber { return 0.62 }
        if character.isUppercase { return 0.667 }
        return character.isASCII ? 0.556 : 1.0
    }

    private static let table: [Character: Double] = [
        " ": 0.278, ".": 0.278, ",": 0.278, ":": 0.278, ";": 0.278, "'": 0.191, "\"": 0.355, "!": 0.278,
        "-": 0.333, "(": 0.333, ")": 0.333, "[": 0.333, "]": 0.333, "/": 0.278, "?": 0.556,
        "c": 0.5, "f": 0.31, "i": 0.25, "j": 0.25, "k": 0.5, "l": 0.25, "m": 0.833, "r": 0.36, "s": 0.5,
        "t": 0.33, "v": 0.5, "w": 0.722, "x": 0.5, "y": 0.5, "z": 0.5,
        "C": 0.722, "D": 0.722, "F": 0.611, "G": 0.778, "H": 0.722, "I": 0.278, "J": 0.5, "L": 0.556,
        "M": 0.833, "N": 0.722, "O": 0.778, "Q": 0.778, "R": 0.722, "T": 0.611, "U": 0.722, "W": 0.944, "Z": 0.611,
    ]
}
