import Foundation
import Testing
@testable import TourshotInterfaceBuilder

struct InterfaceBuilderReaderTests {
    @Test func viewsOutletsAndDeviceAreRead() throws {
        let button = Documents.view("btn-01-abc", "button", attributes: "userLabel=\"Add\"",
                                    inner: "<accessibility key=\"accessibilityConfiguration\" identifier=\"add-button\"/>")
        let data = Documents.scene(
            subviews: button, constraints: "",
            controllerExtra: "<connections><outlet property=\"addButton\" destination=\"btn-01-abc\" id=\"out-01-abc\"/></connections>")
        let document = try IBDocumentReader.read(data, name: "Main.storyboard")
        #expect(document.isIOS)
        #expect(document.device?.id == "retina4_7")
        #expect(document.device.map { [$0.size.width, $0.size.height] } == [375, 667])
        #expect(document.outlets.map(\.property) == ["addButton"])
        let view = document.views[document.index(ofView: "btn-01-abc")!]
        #expect(view.element == "button")
        #expect(view.userLabel == "Add")
        #expect(view.accessibilityIdentifier == "add-button")
        #expect(view.parent == document.index(ofView: "root-01-abc"))
        #expect(view.placedByConstraints)
    }

    @Test func malformedDocumentIsRefusedWithItsLine() {
        let data = Data("<?xml version=\"1.0\"?>\n<document>\n<scenes>\n<scene sceneID=\"a\">\n".utf8)
        #expect {
            _ = try IBDocumentReader.read(data, name: "Broken.xib")
        } throws: { error in
            "\(error)" == "Broken.xib:4: not well-formed XML: <scene> (line 4) is not closed; the document is cut short"
        }
    }

    @Test func otherRootElementIsRefused() {
        let data = Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n".utf8)
        #expect {
            _ = try IBDocumentReader.read(data, name: "Info.plist")
        } throws: { error in
            "\(error)" == "Info.plist:2: the root element is <plist>, not an Interface Builder <document>"
        }
    }
}
