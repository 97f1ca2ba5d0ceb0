import Foundation
import Testing
import TourshotLayout
import TourshotModel
@testable import TourshotRender

/// With SF Pro's tracking Inter wraps where the device wraps. The device's breaks are read from
/// Instructions' snapshot pictures and a recorded frame of PolarisGuideKit's demo recording (`Screenshots/demo_en_tiny.webp` at b5559fd4,
/// the Touch Forwarding demo's hint card: 14 pt message, `HintArrowBuddyView`'s 280 pt card less
/// 16 pt padding a side, so 248 pt of line). Without tracking Inter's line 4 does not fit.
struct SFProLineBreakTests {
    static let width = 248.0
    static let font = FontSpec(size: 14)
    /// The recording's six lines, as the device broke them (the third is the blank between paragraphs).
    static let deviceLines = ["Please tap (you have to) the", "highlighted area to proceed.", "",
                              "Your tap effectively passes through to", "the button, triggering the same",
                              "navigation behavior as a direct tap."]

    @Test func theHintBreaksWhereTheDeviceBreaks() throws {
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let message = "Please tap (you have to) the highlighted area to proceed.\n\n"
            + "Your tap effectively passes through to the button, triggering the same navigation behavior as a direct tap."
        #expect(measurer.measure(message, font: Self.font, wrapWidth: Self.width).height == 6 * Self.font.lineHeight)
        // Each line fits, and would not with the next line's first word.
        for (line, next) in zip(Self.deviceLines, Self.deviceLines.dropFirst()) where !line.isEmpty && !next.isEmpty {
            let nextWord = next.split(separator: " ")[0]
            #expect(measurer.measure(line, font: Self.font, wrapWidth: nil).width <= Self.width, "\(line)")
            #expect(measurer.measure(line + " " + nextWord, font: Self.font, wrapWidth: nil).width > Self.width, "\(line) \(nextWord)")
        }
    }

    /// Instructions' iPad picture of the posts mark (`testFlowInWindow_sameWindow_3_portrait_iPad…`
    /// at 0f3efa77): the 15 pt hint in the widest body, 350 pt less 51 of padding and separator and
    /// the 17 pt "Ok!" label, breaks after "made." (Inter alone moved "made." to the second line).
    @Test func theInstructionsHintBreaksWhereTheDevicePictureDoes() throws {
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let hint = FontSpec(size: 15)
        let width = 350 - 51 - measurer.uiKitSize("Ok!", font: FontSpec(size: 17), wrapWidth: nil).width
        let text = "Here, is the number of posts you made. You are just starting up!"
        #expect(measurer.measure(text, font: hint, wrapWidth: width).height == 2 * hint.lineHeight)
        #expect(measurer.measure("Here, is the number of posts you made.", font: hint, wrapWidth: nil).width <= width)
    }
}
