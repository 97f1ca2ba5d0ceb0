/// ANSI colours for the words that matter (error, warning, FAILED), applied only when the
/// stream is a terminal and NO_COLOR is unset (`Terminal.colours`).
enum Paint {
    enum Colour: String {
        case red = "31", yellow = "33", green = "32"
    }

    static func apply(_ colour: Colour, _ text: String, on stream: Terminal.Stream) -> String {
        Terminal.colours(stream) ? "\u{1B}[1;\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}
