import Testing
import TourshotLayout
import TourshotRender

/// The font system a command prepares in the background is handed to exactly one worker and
/// measures like one built on the spot.
struct FontPreparationTests {
    @Test func thePreparedFontSystemIsHandedOverOnceAndMeasuresTheSame() throws {
        FontSystem.prepareInBackground()
        FontSystem.prepareInBackground()  // once per process: a second call changes nothing
        let prepared = try FontSystem.make()
        let built = try FontSystem.make()
        #expect(prepared !== built, "the prepared system goes to one caller only")
        let font = FontSpec(size: 17, weight: .semibold)
        let text = "Adjustable Speed 👋 中文"
        #expect(PangoTextMeasurer(fonts: prepared).measure(text, font: font, wrapWidth: nil)
                == PangoTextMeasurer(fonts: built).measure(text, font: font, wrapWidth: nil))
    }
}
