import Foundation
import Testing

/// `tourshot render` on the valid demo: where images go, their size, and determinism.
@Suite("render")
struct RenderCommandTests {
    /// The paths of the `wrote PATH (…)` lines of a render.
    static func writtenPaths(_ result: CLIResult) -> [String] {
        result.stdoutLines.compactMap { line in
            guard line.hasPrefix("wrote "), let end = line.range(of: " (") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 6)..<end.lowerBound])
        }
    }

    @Test("--step 3 --landscape writes a 2556×1179 PNG and prints its path")
    func stepThreeLandscape() async throws {
        try await DemoProject.with { project in
            let before = Set(project.allFiles())
            let result = try await project.run("render", "--step", "3", "--landscape")
            #expect(result.status == 0, "\(result)")
            let paths = Self.writtenPaths(result)
            #expect(paths == ["out/approach-iphone-15-pro-step03-landscape.png"], "\(result)")
            let path = try #require(paths.first)
            let data = try project.data(path)
            #expect(PNGInfo.hasSignature(data))
            let size = try #require(PNGInfo.size(data), "no IHDR in \(path)")
            #expect(size.width == 2556 && size.height == 1179, "IHDR says \(size.width)×\(size.height)")
            #expect(Set(project.allFiles()).subtracting(before) == [path], "only the one image should appear")
            #expect(project.temporaryFiles().isEmpty)
        }
    }

    @Test("--out one.png --step 1 --portrait writes exactly that file")
    func outFile() async throws {
        try await DemoProject.with { project in
            let before = Set(project.allFiles())
            let result = try await project.run("render", "--out", "one.png", "--step", "1", "--portrait")
            #expect(result.status == 0, "\(result)")
            #expect(Self.writtenPaths(result) == ["one.png"], "\(result)")
            #expect(Set(project.allFiles()).subtracting(before) == ["one.png"])
            #expect(!FileManager.default.fileExists(atPath: project.url("out").path), "no output folder for an explicit file")
            let size = try #require(PNGInfo.size(try project.data("one.png")))
            #expect(size.width == 1179 && size.height == 2556, "IHDR says \(size.width)×\(size.height)")
            #expect(project.temporaryFiles().isEmpty)
        }
    }

    @Test("rendering the same step twice gives byte-identical files")
    func deterministic() async throws {
        try await DemoProject.with { project in
            // The screen with screenshots and a popover: decode, blur and text all take part.
            let selection = ["--screen", "iphone-se", "--step", "3", "--landscape"]
            let first = try await project.run(["render", "--out", "a.png"] + selection)
            let second = try await project.run(["render", "--out", "b.png"] + selection)
            #expect(first.status == 0, "\(first)")
            #expect(second.status == 0, "\(second)")
            let a = try project.data("a.png"), b = try project.data("b.png")
            #expect(PNGInfo.size(a).map { [$0.width, $0.height] } == [1334, 750])
            #expect(a == b, "the two renders differ (\(a.count) vs \(b.count) bytes)")
        }
    }

    @Test("invalid input leaves an existing image untouched")
    func invalidInputKeepsOldImage() async throws {
        try await DemoProject.with { project in
            let good = try await project.run("render", "--out", "keep.png", "--step", "1", "--portrait", "--scale", "0.5")
            #expect(good.status == 0, "\(good)")
            let old = try project.data("keep.png")
            try project.replace("\"title\": \"Welcome\"", with: "\"title\": 42", in: Demo.tutorial)
            try await project.expectRejected(["render", "--out", "keep.png", "--step", "1", "--portrait", "--scale", "0.5"],
                                             ExpectedError(file: Demo.tutorial, path: "steps[0].title", "expected a string"))
            #expect(try project.data("keep.png") == old)
        }
    }

    @Test("--scale changes the pixel size")
    func scaleOption() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("render", "--out", "half.png", "--step", "2", "--landscape", "--scale", "0.5")
            #expect(result.status == 0, "\(result)")
            let size = try #require(PNGInfo.size(try project.data("half.png")))
            #expect(size.width == 426 && size.height == 197, "IHDR says \(size.width)×\(size.height)")
        }
    }
}
