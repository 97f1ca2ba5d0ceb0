import Foundation
import Testing

/// `--all-screens` means the same on every command that selects images: a command line that
/// renders a step on each screen lints, lays out and reviews the same images (lint once refused it).
@Suite("--all-screens on every selecting command")
struct AllScreensOptionTests {
    static let selection = ["--tour", "approach", "--step", "2", "--portrait", "--all-screens"]

    @Test func renderAndLintSelectTheSameImages() async throws {
        try await DemoProject.with { project in
            let render = try await project.run(["render"] + Self.selection + ["--out", "out/"])
            #expect(render.status == 0, "\(render)")
            #expect(render.stdoutLines.map { $0.split(separator: " ")[1] } == ["out/approach-iphone-15-pro-step02-portrait.png", "out/approach-iphone-se-step02-portrait.png"], "\(render)")
            let lint = try await project.run(["lint", "--json"] + Self.selection)
            #expect(lint.status == 0 || lint.status == 1, "\(lint)")
            #expect(lint.stdout.contains(#""screen": "iphone-15-pro""#) && lint.stdout.contains(#""screen": "iphone-se""#), "\(lint)")
            let layout = try await project.run(["layout", "--json"] + Self.selection)
            #expect(layout.status == 0, "\(layout)")
        }
    }
}
