import Foundation
import Testing
@testable import TourshotLayout
import TourshotModel
@testable import TourshotRender

/// Inter takes SF Pro's tracking when it measures; a project's `textFont` (SF Pro files, here
/// DejaVu Sans standing in for them) and rounded text take none, so their output is unchanged.
struct TextTrackingTests {
    static let text = "That, here, is your name."

    /// Without tracking a 30 pt line is twice the 15 pt one (unhinted, unrounded glyphs, to Pango's
    /// 1/64 pt); tracking adds between characters what the table gives each size: 0.40 at 30,
    /// −0.23 at 15 (Pango adds none after a line's last character).
    @Test func interTracksByTheTable() throws {
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let small = measurer.measure(Self.text, font: FontSpec(size: 15), wrapWidth: nil).width
        let large = measurer.measure(Self.text, font: FontSpec(size: 30), wrapWidth: nil).width
        let gaps = Double(Self.text.count - 1)
        #expect(abs((large - 2 * small) - gaps * (0.40 - 2 * -0.23)) < 0.05)
        #expect(TextTracking.points(FontSpec(size: 17), families: FontFamilies(textFace: nil)) == -0.43)
        #expect(TextTracking.points(FontSpec(size: 17, rounded: true), families: FontFamilies(textFace: nil)) == 0)
    }

    @Test func aProjectsTextFaceTakesNoTracking() throws {
        let face = TextFontChoice(family: "DejaVu Sans", files: [TextFaceTests.dejaVu])
        let families = FontFamilies(textFace: face)
        #expect(!families.tracksLikeSFPro)
        for size in stride(from: 6.0, through: 96, by: 0.5) {
            #expect(TextTracking.pangoUnits(FontSpec(size: size), families: families) == nil)
        }
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories, textFace: face))
        let small = measurer.measure(Self.text, font: FontSpec(size: 15), wrapWidth: nil).width
        let large = measurer.measure(Self.text, font: FontSpec(size: 30), wrapWidth: nil).width
        #expect(abs(large - 2 * small) < 0.05)
        #expect(TextTracking.keyLine(textFace: face) == "text tracking none (textFont)")
        #expect(TextTracking.keyLine(textFace: nil) == "text tracking " + SFProTracking.keyText)
    }
}

/// A text sized to its measured width and allowed to truncate is drawn whole: Pango's ellipsis
/// test counts the tracking after the last character (positive at 11 pt), the measured width
/// does not (the contact sheet's warning codes, "small-target", were cut to "small-targ…").
struct TrackedTruncationTests {
    @Test(arguments: [11.0, 15.0, 28.0])
    func aTextMeasuredToFitIsNotCut(_ size: Double) throws {
        let fonts = try FontSystem(fontDirectories: FontFiles.defaultDirectories)
        let font = FontSpec(size: size)
        let measured = PangoTextMeasurer(fonts: fonts).measure("small-target", font: font, wrapWidth: nil)
        func drawn(truncates: Bool) throws -> [UInt8] {
            let run = TextRun(text: "small-target", font: font, color: .black,
                              frame: Rect(x: 2, y: 2, width: measured.width, height: measured.height), truncates: truncates)
            let picture = Picture(canvasSize: Size(width: measured.width + 4, height: measured.height + 4), scale: 2,
                                  displayList: [.clear(.white), .text(run)])
            return try ImageRenderer(fonts: fonts).pixels(picture).pixels
        }
        #expect(try drawn(truncates: true) == drawn(truncates: false))
    }
}
