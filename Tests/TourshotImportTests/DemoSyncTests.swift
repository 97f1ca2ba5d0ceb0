import Foundation
import Testing
import TourshotFiles
import TourshotImport
import TourshotModel
import TourshotTestSupport

/// The iPhone SE demo screen is kept in sync from the capture its app printed
/// (`Fixtures/approach/captures/`): importing it again changes nothing.
@Suite("demo sync")
struct DemoSyncTests {
    @Test func iPhoneSEPortraitIsUpToDate() throws {
        let screen = RepositoryPaths.path("Fixtures/approach/iphone-se.screen.json")
        let request = ScreenImport.Request(
            capture: RepositoryPaths.path("Fixtures/approach/captures/iphone-se-portrait.debugDescription.txt"),
            destination: .merge(screen, prune: false))
        let plan = try ScreenImport.plan(request)
        #expect(plan.text == (try String(contentsOf: screen, encoding: .utf8)))
        #expect(plan.screen.elements.map(\.id) == ["navigationBar", "settingsButton", "mapView", "speedButton", "windButton", "instrumentPanel",
                                                   "courseLabel", "headingBug", "aircraftPicker"])
        #expect(plan.messages.last == "\(InputFile.displayPath(screen)) is up to date")
    }
}
