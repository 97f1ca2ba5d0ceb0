import Foundation
import Testing
import TourshotTestSupport

/// Cairo, Pango and fontconfig are loaded when a command first draws (dlopen), not at process
/// start: `diff` and `validate` start without the ~25 libraries they bring. glibc's loader
/// reports every library it maps under LD_DEBUG=files, with how it came.
@Suite("graphics libraries loaded on first use")
struct GraphicsLoadingTests {
    static let graphicsLibraries = ["libcairo.so", "libpango-1.0.so", "libpangocairo-1.0.so", "libfontconfig.so", "libgobject-2.0.so"]

    /// The graphics libraries the run mapped, each with the loader's line about it.
    static func loadedGraphics(_ result: CLIResult) -> [String] {
        result.stderrLines.filter { line in line.contains("file=") && graphicsLibraries.contains { line.contains("file=" + $0) } }
    }

    @Test func diffAndValidateLoadNoGraphicsLibrary() async throws {
        try await DemoProject.with { folder in
            try DiffCommandTests.writePNG(folder, "a.png", 8, 6) { _, _ in DiffCommandTests.blue }
            try DiffCommandTests.writePNG(folder, "b.png", 8, 6) { x, _ in x == 3 ? [0, 0, 0] : DiffCommandTests.blue }
            let diff = try await folder.run(["diff", "a.png", "b.png"], environment: ["LD_DEBUG": "files"])
            #expect(diff.status == 1, "\(diff)")
            // The loader did report: the libraries diff does need.
            #expect(diff.stderr.contains("file=libpng16.so"), "\(diff)")
            #expect(Self.loadedGraphics(diff).isEmpty, "\(Self.loadedGraphics(diff))")

            let validate = try await folder.run(["validate"], environment: ["LD_DEBUG": "files"])
            #expect(validate.status == 0, "\(validate)")
            #expect(Self.loadedGraphics(validate).isEmpty, "\(Self.loadedGraphics(validate))")
        }
    }

    @Test func renderLoadsThemWhenItDraws() async throws {
        try await DemoProject.with { folder in
            let render = try await folder.run(["render", "--step", "1", "--portrait", "--screen", "iphone-se", "--out", "out"],
                                              environment: ["LD_DEBUG": "files"])
            #expect(render.status == 0, "\(render)")
            let lines = Self.loadedGraphics(render)
            for library in Self.graphicsLibraries {
                #expect(lines.contains { $0.contains("file=" + library) }, "\(library) not loaded: \(lines)")
            }
            // By tourshot's loader, not at start-up as a dependency of the executable.
            #expect(lines.contains { $0.contains("file=libpangocairo-1.0.so") && $0.contains("dynamically loaded by") }, "\(lines)")
            #expect(!lines.contains { $0.contains("needed by") && $0.contains("tourshot") }, "\(lines)")
        }
    }
}
