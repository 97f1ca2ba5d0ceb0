/// A text's font as the document describes it: the system font at a size and weight (a
/// Dynamic Type style read as its default size and weight), or a font IB names by its
/// PostScript name, whose weight the name's suffix tells.
public struct IBFont: Sendable, Hashable {
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public var pointSize: Double
    public var weight: Weight
    /// The PostScript name IB writes (`HelveticaNeue-Light`), nil for the system font.
    public var name: String?

    public init(pointSize: Double, weight: Weight = .regular, name: String? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.name = name
    }

    /// A named font's weight from its PostScript name's style suffix (`-Light`, `-Bold`…).
    static func weight(ofNamed name: String) -> Weight {
        let style = name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
        let byWord: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("semibold", .semibold),
            ("demibold", .semibold), ("medium", .medium), ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return byWord.first { style.contains($0.0) }?.1 ?? .regular
    }
}
