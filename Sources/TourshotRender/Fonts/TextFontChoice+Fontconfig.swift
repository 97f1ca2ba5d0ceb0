import CCairo
import Foundation
import TourshotModel

/// A project's own text face (`"textFont"` in tourshot.json), used instead of Inter to measure
/// and draw text, e.g. SF Pro files a team has a licence for. tourshot ships none; the pinned
/// fallbacks (emoji, symbols, CJK) and Quicksand stay.
extension TextFontChoice {
    /// Adds the files to `config` and checks that one of them declares `family`; the error
    /// names the families they do declare.
    func add(to config: OpaquePointer) throws(RenderError) {
        for file in files.map(\.path) where FcConfigAppFontAddFile(config, file) == 0 {
            throw RenderError("textFont: fontconfig could not load \(file); name .otf, .ttf or .ttc files that exist")
        }
        let declared = declaredFamilies(in: config)
        guard declared.contains(family) else {
            throw RenderError("textFont: no file declares the family \"\(family)\"; the files declare "
                + (declared.isEmpty ? "none" : declared.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
                + ". Set \"family\" to one of them")
        }
    }

    /// Every family name the faces of `files` declare.
    private func declaredFamilies(in config: OpaquePointer) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        let wanted = Set(files.map(\.path))
        var families: Set<String> = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file, wanted.contains(String(cString: file)) else { continue }
            var n: Int32 = 0
            var name: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, FC_FAMILY, n, &name) == FcResultMatch, let name {
                families.insert(String(cString: name))
                n += 1
            }
        }
        return families
    }
}

/// The family lists Pango is given: the text face first, then the pinned fallbacks.
public struct FontFamilies: Sendable, Hashable {
    public let text: String
    public let rounded: String

    /// Inter, or `face` in its place.
    public init(textFace face: TextFontChoice?) {
        let primary = face?.family ?? FontFiles.textFamily
        let fallbacks = [FontFiles.emojiFamily, FontFiles.symbolFamily, FontFiles.cjkFamily]
        text = ([primary] + fallbacks).joined(separator: ",")
        rounded = ([FontFiles.roundedFamily, primary] + fallbacks).joined(separator: ",")
    }
}
