import Foundation
import Testing
import TourshotTestSupport

/// `tourshot diff`: exit status, the sentence, --json, --out and bad input, on small PNGs
/// whose answers follow from pixelmatch's rules.
@Suite("diff")
struct DiffCommandTests {
    /// Writes an 8-bit RGB (or RGBA) PNG whose pixel (x, y) is `color(x, y)`.
    static func writePNG(_ folder: DemoProject, _ name: String, _ width: Int, _ height: Int,
                         alpha: Bool = false, _ color: (Int, Int) -> [UInt16]) throws {
        let writer = RawPNGWriter(width: width, height: height, colorType: alpha ? .rgba : .rgb, bitDepth: 8)
        var samples: [UInt16] = []
        for y in 0..<height { for x in 0..<width { samples += color(x, y) } }
        try folder.write(name, Data(writer.encode(samples: samples)))
    }

    static let blue: [UInt16] = [40, 120, 200]

    func json(_ result: CLIResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
    }

    @Test func identicalImagesExitZero() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "a.png", 8, 6) { _, _ in Self.blue }
            try Self.writePNG(folder, "b.png", 8, 6) { _, _ in Self.blue }
            let result = try await folder.run("diff", "a.png", "b.png")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout == "identical: no pixel differs (8×6 px)\n")
        }
    }

    @Test func onePixelOffExitsOneWithJSON() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "a.png", 8, 6) { _, _ in Self.blue }
            try Self.writePNG(folder, "b.png", 8, 6) { x, y in x == 5 && y == 2 ? [250, 20, 20] : Self.blue }
            let text = try await folder.run("diff", "a.png", "b.png")
            #expect(text.status == 1, "\(text)")
            #expect(text.stdout == "differ: 1 of 48 pixels (2.08%) within x 5…5, y 2…2 (1×1 px)\n")
            let result = try await folder.run("diff", "a.png", "b.png", "--json")
            #expect(result.status == 1)
            let json = try json(result)
            #expect(json["differentPixels"] as? Int == 1)
            #expect(json["totalPixels"] as? Int == 48)
            #expect(json["width"] as? Int == 8 && json["height"] as? Int == 6)
            #expect(json["boundingBox"] as? [Int] == [5, 2, 1, 1])
            #expect(json["identical"] as? Bool == false)
        }
    }

    @Test func diffImageIsWrittenOnRequest() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "a.png", 8, 6) { _, _ in Self.blue }
            try Self.writePNG(folder, "b.png", 8, 6) { x, _ in x == 0 ? [0, 0, 0] : Self.blue }
            let written = try await folder.run("diff", "a.png", "b.png", "--out", "d/diff.png")
            #expect(written.status == 1, "\(written)")
            #expect(written.stdoutLines.last == "wrote d/diff.png")
            let size = try #require(PNGInfo.size(try folder.data("d/diff.png")))
            #expect(size.width == 8 && size.height == 6)
            #expect(folder.temporaryFiles().isEmpty)
        }
    }

    /// A black | white edge against the same edge with a grey column: anti-aliasing.
    @Test func antiAliasingIsIgnoredUnlessIncluded() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "hard.png", 9, 6) { x, _ in x < 4 ? [0, 0, 0] : [255, 255, 255] }
            try Self.writePNG(folder, "soft.png", 9, 6) { x, _ in x < 4 ? [0, 0, 0] : x == 4 ? [128, 128, 128] : [255, 255, 255] }
            let ignored = try await folder.run("diff", "hard.png", "soft.png")
            #expect(ignored.status == 0, "\(ignored)")
            #expect(ignored.stdout == "match: no pixel differs by more than threshold 0.1 (9×6 px; 6 anti-aliased pixels ignored)\n")
            let included = try await folder.run("diff", "hard.png", "soft.png", "--include-aa", "--json")
            #expect(included.status == 1, "\(included)")
            #expect(try json(included)["differentPixels"] as? Int == 6)
        }
    }

    /// Grey 100 against 110 differs by 0.5053 · 10² in squared YIQ: counted below t ≈ 0.03788.
    @Test(arguments: [("0.0378", Int32(1)), ("0.0379", Int32(0))])
    func thresholdDecides(threshold: String, status: Int32) async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "a.png", 5, 5) { _, _ in [100, 100, 100] }
            try Self.writePNG(folder, "b.png", 5, 5) { x, y in x == 2 && y == 2 ? [110, 110, 110] : [100, 100, 100] }
            let result = try await folder.run("diff", "a.png", "b.png", "--threshold", threshold)
            #expect(result.status == status, "\(result)")
        }
    }

    /// Half-transparent black against grey 127: equal over white, different over pixelmatch
    /// 7's checkerboard (the default).
    @Test func transparentPixelsAreComparedOverTheCheckerboardUnlessAsked() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "half.png", 4, 4, alpha: true) { _, _ in [0, 0, 0, 128] }
            try Self.writePNG(folder, "grey.png", 4, 4) { _, _ in [127, 127, 127] }
            let checkerboard = try await folder.run("diff", "half.png", "grey.png")
            #expect(checkerboard.status == 1, "\(checkerboard)")
            #expect(checkerboard.stdout == "differ: 16 of 16 pixels (100.0%) within x 0…3, y 0…3 (4×4 px)\n")
            let white = try await folder.run("diff", "half.png", "grey.png", "--no-checkerboard", "--json")
            #expect(white.status == 0, "\(white)")
            #expect(try json(white)["differentPixels"] as? Int == 0)
            #expect(try json(white)["checkerboard"] as? Bool == false)
        }
    }

    @Test func sizeMismatchIsBadInput() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "a.png", 8, 6) { _, _ in Self.blue }
            try Self.writePNG(folder, "b.png", 8, 7) { _, _ in Self.blue }
            try await folder.expectRejected(["diff", "a.png", "b.png", "--out", "diff.png"],
                                            ExpectedError(file: nil, "a.png is 8×6 px but b.png is 8×7 px", "different sizes"))
        }
    }

    @Test func unreadableInputIsBadInput() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "a.png", 8, 6) { _, _ in Self.blue }
            try folder.write("fake.png", "not a png")
            let result = try await folder.expectRejected(["diff", "missing.png", "fake.png"],
                                                         ExpectedError(file: "missing.png", "file not found"))
            expect(result, reports: ExpectedError(file: "fake.png", "not a valid PNG"))
        }
    }

    @Test(arguments: [["--threshold", "1.5"], ["--threshold", "-0.1"], ["--out", "diff.txt"], []])
    func badOptionsAreUsageErrors(options: [String]) async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writePNG(folder, "a.png", 8, 6) { _, _ in Self.blue }
            let arguments = options.isEmpty ? ["diff", "a.png"] : ["diff", "a.png", "a.png"] + options
            try await folder.expectRejected(arguments, ExpectedError(file: nil, options.first ?? "actual.png"))
        }
    }
}
