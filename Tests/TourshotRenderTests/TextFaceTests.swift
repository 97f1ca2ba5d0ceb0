import Foundation
import Testing
import TourshotLayout
import TourshotModel
@testable import TourshotRender

/// A project's `textFont` replaces Inter in measuring and drawing. No SF Pro here: the pinned
/// DejaVu Sans file stands in for a team's licensed files.
struct TextFaceTests {
    static let dejaVu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    @Test func theTextFaceMeasuresInsteadOfInter() throws {
        let inter = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let face = TextFontChoice(family: "DejaVu Sans", files: [Self.dejaVu])
        let dejaVu = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories, textFace: face))
        let text = "That, here, is your name."
        let a = inter.measure(text, font: FontSpec(size: 15), wrapWidth: nil)
        let b = dejaVu.measure(text, font: FontSpec(size: 15), wrapWidth: nil)
        // DejaVu Sans is wider than Inter; the line height stays SF Pro's whatever the face.
        #expect(b.width > a.width * 1.05)
        #expect(a.height == b.height)
        #expect(FontFamilies(textFace: face).text == "DejaVu Sans,Noto Color Emoji,DejaVu Sans,Droid Sans Fallback")
        #expect(FontFamilies(textFace: nil).rounded == "Quicksand,Inter,Noto Color Emoji,DejaVu Sans,Droid Sans Fallback")
    }

    @Test func aFamilyNoFileDeclaresIsRefusedWithTheFamiliesTheyDo() {
        let face = TextFontChoice(family: "SF Pro", files: [Self.dejaVu])
        do throws(RenderError) {
            _ = try FontSystem(fontDirectories: FontFiles.defaultDirectories, textFace: face)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "textFont.family: no file declares the family \"SF Pro\"; the files declare \"DejaVu Sans\". Set \"family\" to one of them")
        }
    }

    @Test func aMissingFileIsRefused() {
        let face = TextFontChoice(family: "SF Pro", files: [URL(fileURLWithPath: "/nonexistent/SF-Pro.ttf")])
        do throws(RenderError) {
            _ = try FontSystem(fontDirectories: FontFiles.defaultDirectories, textFace: face)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "textFont.files[0]: font file /nonexistent/SF-Pro.ttf was not found; name .otf, .ttf or .ttc files that exist")
        }
    }
}
