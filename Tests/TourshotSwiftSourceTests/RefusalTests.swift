import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// Imperative Instructions and Polaris code is refused at its line, not previewed wrong.
@Suite("Swift sources refused")
struct RefusalTests {
    static func problems(_ source: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Guide.swift")
        try Data(source.utf8).write(to: file)
        do {
            _ = try SwiftTutorialReader().read([file], provider: nil)
            return []
        } catch {
            return error.problems.map { "\(($0.file as NSString).lastPathComponent): \($0.path): \($0.message)" }
        }
    }

    @Test("an Instructions data source's makeCoachMark")
    func instructions() throws {
        let found = try Self.problems("""
        final class Tour: CoachMarksControllerDataSource {
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                c.helper.makeCoachMark(for: avatar)
            }
        }
        """)
        #expect(found == [#"Guide.swift:3:9: makeCoachMark: Instructions coach marks are built at run time by the data source; write the steps as a tutorial file with "style": "instructions" (docs/swift-sources.md)"#])
    }

    @Test("a PolarisGuideKit GuideStep")
    func polaris() throws {
        let found = try Self.problems("""
        func makeGuide() {
            let step = GuideStep()
        }
        """)
        #expect(found == [#"Guide.swift:2:16: GuideStep: PolarisGuideKit steps are assembled at run time; write the steps as a tutorial file with "style": "polaris" (docs/swift-sources.md)"#])
    }
}
