import Foundation
import Testing
import TourshotModel
import TourshotTestSupport

/// `import tutorial` of each Swift fixture that has a JSON twin writes that twin's tutorial: the
/// same steps and the same element keys (a view's accessibilityIdentifier where it sets one), so
/// the file validates against the screens the twin's tour uses.
@Suite("import tutorial of the twin fixtures")
struct ImportTwinTests {
    @Test("the imported tutorial decodes equal to the fixture's JSON twin", arguments: ["instructions", "polaris"])
    func importedEqualsTwin(_ style: String) async throws {
        try await DemoProject.with { project in
            let result = try await project.run("import", "tutorial", "Fixtures/swift/\(style)", "--out", "imported.tutorial.json")
            #expect(result.status == 0, "\(result)")
            let decode = { (path: String) throws -> Tutorial in
                try TutorialFileDecoder.decode(try JSONParser.parse(Array(try project.data(path))), file: path)
            }
            let imported = try decode("imported.tutorial.json")
            let twin = try decode("Fixtures/swift/\(style)/\(style).tutorial.json")
            let text = try project.text("imported.tutorial.json")
            #expect(imported == twin, "\(text)")
        }
    }
}
