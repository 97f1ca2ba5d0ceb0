import Testing
import TourshotImport

/// Keys are given after the elements left out are filtered: a hidden element named like a
/// visible one takes no key from it (a real Appium capture of iOS Settings keyed the visible
/// "Motion" cell `motionCell` because a hidden image in it was also named "Motion").
@Suite("keys after filtering")
struct LeftOutElementKeyTests {
    @Test func aVisibleElementKeepsItsNameWhenItsNamesakeIsHidden() throws {
        let body = ElementKeyTests.tag("Cell", "Motion", [0, 227, 375, 44],
                                       children: ElementKeyTests.tag("Image", "Motion", label: "", [16, 234, 29, 30], visible: false))
        let screen = try ImportedScreen.read(ElementKeyTests.appium(body), file: "settings.xml")
        #expect(screen.elements.map(\.id) == ["motion"])
        #expect(screen.toldApart.isEmpty)
    }

    @Test func aVisibleElementKeepsItsNameWhenItsNamesakeIsOffScreen() throws {
        let body = ElementKeyTests.tag("Cell", "Motion", [0, 227, 375, 44]) + ElementKeyTests.tag("Image", "Motion", label: "", [16, 2000, 29, 30])
        let screen = try ImportedScreen.read(ElementKeyTests.appium(body), file: "settings.xml")
        #expect(screen.elements.map(\.id) == ["motion"])
    }
}
