import Foundation
import TourshotInterfaceBuilder
import TourshotLayout
import TourshotModel
import TourshotPreview
import TourshotRender

/// An Interface Builder document's text measured as tourshot sets text: Inter with SF Pro's
/// tracking (docs/determinism.md "The text face"), or the project's `textFont`. Here in the
/// CLI so that the importer and the solver never link Cairo, and the render path never links
/// them.
public struct PangoIBTextMeasurer: IBTextMeasuring {
    let measurer: any TextMeasuring

    public init(_ measurer: any TextMeasuring) { self.measurer = measurer }

    /// On tourshot's own fonts (and `textFace`, a project's `textFont`); nil when they cannot
    /// be loaded (the corpus measurement's; the import refuses then, `forImport`).
    public static func make(textFace: TextFontChoice? = nil) -> PangoIBTextMeasurer? {
        guard let fonts = try? FontSystem.make(textFace: textFace) else { return nil }
        return PangoIBTextMeasurer(PangoTextMeasurer(fonts: fonts))
    }

    /// The measurer an import solves with: this one, or a refusal naming how fonts are
    /// installed when they cannot be loaded, so that a screen file never depends on the
    /// machine. `TOURSHOT_IB_TEXT=estimate` asks for the fallback estimate instead (a measuring
    /// aid, docs/import.md "Measured against Xcode's frames"; its frames differ from the fonts').
    /// The failure is the import's to raise, only for an Interface Builder document (a capture
    /// needs no fonts).
    static func forImport(fontDirectories: [String] = FontFiles.searchDirectories(), textFace: TextFontChoice? = nil,
                          environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (measurer: (any IBTextMeasuring)?, failure: String?) {
        if environment["TOURSHOT_IB_TEXT"] == "estimate" { return (TextEstimate(), nil) }
        do {
            let fonts = try FontSystem.make(fontDirectories: fontDirectories, textFace: textFace)
            return (PangoIBTextMeasurer(PangoTextMeasurer(fonts: fonts)), nil)
        } catch {
            return (nil, "cannot measure its text, which sizes its labels and buttons, because tourshot's fonts do not load: \(error)")
        }
    }

    /// `import screen`'s measurer: on the fonts of the project in the current folder (its
    /// `fonts` folders and `textFont`, as `render` draws with them) when there is one.
    static func forImportInCurrentFolder(allowOutside: Bool, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (measurer: (any IBTextMeasuring)?, failure: String?) {
        if environment["TOURSHOT_IB_TEXT"] == "estimate" { return (TextEstimate(), nil) }
        guard FileManager.default.fileExists(atPath: StarterFiles.projectName) else { return forImport() }
        do {
            let fonts = try PreviewProject.load(nil, allowOutside: allowOutside).fonts()
            return forImport(fontDirectories: fonts.directories, textFace: fonts.textFace)
        } catch {
            return (nil, "cannot measure its text, which sizes its labels and buttons, because the fonts of \(StarterFiles.projectName) in this folder do not load: \(error.lines.joined(separator: "; "))")
        }
    }

    public func size(of text: String, font: IBFont, maxWidth: Double?, lines: Int, element: String) -> (width: Double, height: Double) {
        let spec = FontSpec(size: font.pointSize, weight: Self.weight(font.weight), lineBreak: Self.lineBreak(element))
        let measured = maxWidth.map { measurer.measureKeepingBreakSpaces(text, font: spec, wrapWidth: Self.wrapWidth($0)) }
            ?? measurer.measure(text, font: spec, wrapWidth: nil)
        let line = measurer.lineHeight(spec)
        let height = lines > 0 ? min(measured.height, Double(lines) * line) : measured.height
        return (measured.width, height)
    }

    /// A `UILabel`'s strategy, UIKit's `.standard` (iOS 14+), for a label and a button's title
    /// (its `titleLabel`), as tourshot draws labels (docs/styles.md "Line-break strategy per
    /// view"); no strategy for the rest (a text field's one line never wraps).
    static func lineBreak(_ element: String) -> LineBreakStrategy {
        ["label", "button", "configuredButton"].contains(element) ? .standard : .none
    }

    /// A wrap width the solver gave, made one Pango can hold: a constraint's constant can make
    /// it huge (1e12) or, unsatisfiable, not finite; no wider than 100,000 points, no narrower
    /// than 0, NaN as no room at all.
    static func wrapWidth(_ width: Double) -> Double {
        width.isNaN ? 0 : min(max(width, 0), 100_000)
    }

    /// UIKit's nine weights on the four tourshot draws: the lighter ones as regular, heavy and
    /// black as bold.
    static func weight(_ weight: IBFont.Weight) -> FontWeight {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold, .heavy, .black: return .bold
        }
    }
}
