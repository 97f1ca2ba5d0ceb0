import Foundation
import Testing
import TourshotTestSupport

/// `tourshot diff` reads its images through the input reader and the one limits table: it
/// says what is wrong with a file, and refuses images larger than tourshot renders.
@Suite("diff inputs")
struct DiffInputTests {
    @Test("a device is named as such, not as a permission problem")
    func device() async throws {
        try await DemoProject.with(empty: true) { folder in
            try DiffCommandTests.writePNG(folder, "a.png", 4, 4) { _, _ in DiffCommandTests.blue }
            let result = try await folder.run("diff", "/dev/zero", "a.png")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines == ["error: /dev/zero: is not a regular file (a device, pipe or socket cannot be read as input)"], "\(result)")
        }
    }

    @Test("a folder is named as such")
    func folder() async throws {
        try await DemoProject.with(empty: true) { folder in
            try DiffCommandTests.writePNG(folder, "a.png", 4, 4) { _, _ in DiffCommandTests.blue }
            try FileManager.default.createDirectory(at: folder.url("shots"), withIntermediateDirectories: true)
            let result = try await folder.run("diff", "a.png", "shots")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines == ["error: shots: is a folder, not a PNG file"], "\(result)")
        }
    }

    @Test("images wider than tourshot renders are refused, as screenshots are")
    func largerThanTheImageLimit() async throws {
        try await DemoProject.with(empty: true) { folder in
            try DiffCommandTests.writePNG(folder, "wide.png", 8193, 1) { _, _ in DiffCommandTests.blue }
            try DiffCommandTests.writePNG(folder, "wide2.png", 8193, 1) { _, _ in DiffCommandTests.blue }
            let result = try await folder.run("diff", "wide.png", "wide2.png")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines == ["error: wide.png: is 8193×1 px; images are limited to 8192 px a side, as tourshot renders them",
                                           "error: wide2.png: is 8193×1 px; images are limited to 8192 px a side, as tourshot renders them"], "\(result)")
            try DiffCommandTests.writePNG(folder, "edge.png", 8192, 1) { _, _ in DiffCommandTests.blue }
            #expect(try await folder.run("diff", "edge.png", "edge.png").status == 0)
        }
    }
}
