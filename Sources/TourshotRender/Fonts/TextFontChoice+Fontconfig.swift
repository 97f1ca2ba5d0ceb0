import CCairo
import Foundation
import TourshotModel

/// A project's own text face (`"textFont"` in tourshot.json), used instead of Inter to measure
/// and draw text, e.g. SF Pro files a team has a licence for. tourshot ships none; the pinned
/// fallbacks (emoji, symbols, CJK) and Quicksand stay.
extension TextFontChoice {
    /// Its files checked as font files; an error names the file's place in `textFont.files`.
    func checkedFiles() throws(RenderError) -> [LoadedFont] {
        var checked: [LoadedFont] = []
        for (index, url) in files.enumerated() {
            do {
                checked.append(LoadedFont(label: "text font \(url.lastPathComponent)", file: try FontFile.check(url.path)))
            } catch {
                throw RenderError(error.message, jsonPath: "textFont.files[\(index)]")
            }
        }
        return checked
    }

    /// Adds `checked` (its files, `checkedFiles()`) to `config` and checks that one of them
    /// declares `family`; the error names the families they do declare.
    func add(_ checked: [LoadedFont], to config: OpaquePointer) throws(RenderError) {
        for (index, font) in checked.enumerated() where FcConfigAppFontAddFile(config, font.file.resolved) == 0 {
            throw RenderError("fontconfig could not load \(font.file.path); name .otf, .ttf or .ttc font files", jsonPath: "textFont.files[\(index)]")
        }
        let declared = declaredFamilies(in: config, files: Set(checked.map(\.file.resolved)))
        guard declared.contains(family) else {
            throw RenderError("no file declares the family \"\(family)\"; the files declare "
                + (declared.isEmpty ? "none" : declared.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
                + ". Set \"family\" to one of them", jsonPath: "textFont.family")
        }
    }

    /// Every family name the faces of `files` declare.
    private func declaredFamilies(in config: OpaquePointer, files wanted: Set<String>) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
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
    /// Whether text (not rounded text) takes SF Pro's tracking (`TextTracking`): the stand-in
    /// does, a project's own face does not.
    public let tracksLikeSFPro: Bool

    /// Inter, or `face` in its place.
    public init(textFace face: TextFontChoice?) {
        tracksLikeSFPro = face == nil
        let primary = face?.family ?? FontFiles.textFamily
        let fallbacks = [FontFiles.emojiFamily, FontFiles.symbolFamily, FontFiles.cjkFamily]
        text = ([primary] + fallbacks).joined(separator: ",")
        rounded = ([FontFiles.roundedFamily, primary] + fallbacks).joined(separator: ",")
    }
}
