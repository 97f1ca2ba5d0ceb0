import Foundation
import Testing
import TourshotTestSupport

/// `tourshot diff`'s picture options (--diff-mask, --diff-color, --diff-color-alt, --alpha, --aa-color): the
/// diff image they draw, compared with a PNG of the expected pixels by `tourshot diff` itself
/// (identical decoded pixels), and their usage errors.
@Suite("diff picture options")
struct DiffPictureOptionTests {
    static let grey: [UInt16] = [128, 128, 128]

    /// Grey with a black 4×4 block (darker in the second image) and a white one (brighter).
    static func writeBlocks(_ folder: DemoProject) throws {
        try DiffCommandTests.writePNG(folder, "field.png", 16, 8) { _, _ in grey }
        try DiffCommandTests.writePNG(folder, "blocks.png", 16, 8) { x, y in
            guard (2..<6).contains(y) else { return grey }
            return (2..<6).contains(x) ? [0, 0, 0] : (10..<14).contains(x) ? [255, 255, 255] : grey
        }
    }

    func expectIdentical(_ folder: DemoProject, _ a: String, _ b: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let result = try await folder.run("diff", a, b)
        #expect(result.status == 0 && result.stdout.hasPrefix("identical:"), "\(result)", sourceLocation: sourceLocation)
    }

    @Test func maskAndAlternativeColour() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writeBlocks(folder)
            let result = try await folder.run("diff", "field.png", "blocks.png", "--out", "mask.png", "--diff-mask", "--diff-color-alt", "0,255,0",
                                              "--diff-color", "255,0,255")
            #expect(result.status == 1, "\(result)")
            #expect(result.stdoutLines.first == "differ: 32 of 128 pixels (25.0%) within x 2…13, y 2…5 (12×4 px)")
            // Transparent but for the blocks: green where the second image is darker, magenta where brighter.
            try DiffCommandTests.writePNG(folder, "want.png", 16, 8, alpha: true) { x, y in
                guard (2..<6).contains(y) else { return [0, 0, 0, 0] }
                return (2..<6).contains(x) ? [0, 255, 0, 255] : (10..<14).contains(x) ? [255, 0, 255, 255] : [0, 0, 0, 0]
            }
            try await expectIdentical(folder, "mask.png", "want.png")
        }
    }

    /// A black | white edge softened by a grey column: anti-aliasing in the --aa-color, the
    /// rest faded at --alpha (black: 255 − 255·0.5 = 127.5 → 127).
    @Test func antiAliasingColourAndAlpha() async throws {
        try await DemoProject.with(empty: true) { folder in
            try DiffCommandTests.writePNG(folder, "hard.png", 9, 6) { x, _ in x < 4 ? [0, 0, 0] : [255, 255, 255] }
            try DiffCommandTests.writePNG(folder, "soft.png", 9, 6) { x, _ in x < 4 ? [0, 0, 0] : x == 4 ? [128, 128, 128] : [255, 255, 255] }
            let result = try await folder.run("diff", "hard.png", "soft.png", "--out", "aa.png", "--aa-color", "0, 0, 255", "--alpha", "0.5")
            #expect(result.status == 0, "\(result)")
            try DiffCommandTests.writePNG(folder, "want.png", 9, 6) { x, _ in x < 4 ? [127, 127, 127] : x == 4 ? [0, 0, 255] : [255, 255, 255] }
            try await expectIdentical(folder, "aa.png", "want.png")
        }
    }

    @Test(arguments: [(["--diff-color-alt", "0,255"], "--diff-color-alt 0,255 must be red,green,blue"),
                      (["--diff-color-alt", "0,256,0"], "three whole numbers from 0 to 255"),
                      (["--aa-color", "yellow"], "--aa-color yellow must be red,green,blue"),
                      (["--diff-color", "1,2,3,4"], "--diff-color 1,2,3,4 must be red,green,blue"),
                      (["--diff-color", "+1,2,3"], "--diff-color +1,2,3 must be red,green,blue"),
                      (["--alpha", "1.5"], "--alpha must be between 0 and 1; got 1.5")])
    func badValuesAreUsageErrors(options: [String], message: String) async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.writeBlocks(folder)
            try await folder.expectRejected(["diff", "field.png", "blocks.png", "--out", "d.png"] + options, ExpectedError(file: nil, message))
        }
    }
}
