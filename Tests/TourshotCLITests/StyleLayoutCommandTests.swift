import Foundation
import Testing

/// `tourshot layout --json` on the style demos: cutouts in `dimming.cutouts` and the attached
/// card's frame in `card.frame`.
@Suite("layout --json for the other styles")
struct StyleLayoutCommandTests {
    static func object(_ result: CLIResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "stdout is not one JSON object:\n\(result)")
    }

    static func numbers(_ value: Any?) -> [Double]? { (value as? [NSNumber])?.map(\.doubleValue) }

    @Test("instructions step 4: the tall cutout, the coach mark below the screen and its warning")
    func instructionsTallCutout() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("layout", "--tour", "instructions", "--step", "4", "--json")
            #expect(result.status == 0, "\(result)")
            let object = try Self.object(result)
            #expect(object["style"] as? String == "instructions")
            let dimming = try #require(object["dimming"] as? [String: Any])
            #expect(dimming["color"] as? String == "#E8E8E8")
            let cutouts = try #require(dimming["cutouts"] as? [[String: Any]])
            #expect(cutouts.count == 1)
            #expect(cutouts.first?["element"] as? String == "bio")
            #expect(cutouts.first?["shape"] as? String == "roundedRect")
            // The bio frame [20, 300, 353, 520] grown by Instructions' 4 pt.
            #expect(Self.numbers(cutouts.first?["bounds"]) == [16, 296, 361, 528])
            let card = try #require(object["card"] as? [String: Any])
            let frame = try #require(Self.numbers(card["frame"]))
            // Below the cutout: 824 + 2 + 9 − 2; it runs past the 852 pt screen.
            #expect(frame[1] == 833)
            #expect(frame[1] + frame[3] > 852)
            let warnings = try #require(object["warnings"] as? [[String: Any]])
            #expect(warnings.contains { $0["code"] as? String == "coach-mark-offscreen" && $0["element"] as? String == "bio" })
        }
    }

    @Test("polaris step 4: several highlight areas, the bottom buddy card")
    func polarisSeveralHighlights() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("layout", "--tour", "polaris", "--step", "4", "--json")
            #expect(result.status == 0, "\(result)")
            let object = try Self.object(result)
            let dimming = try #require(object["dimming"] as? [String: Any])
            #expect((dimming["opacity"] as? NSNumber)?.doubleValue == 0.7)
            let cutouts = try #require(dimming["cutouts"] as? [[String: Any]])
            #expect(cutouts.map { $0["element"] as? String } == ["step1Button", "step2Button", "historyCell"])
            #expect(cutouts.map { $0["shape"] as? String } == ["roundedRect", "roundedRect", "rect"])
            #expect(Self.numbers(cutouts[0]["bounds"]) == [12, 115, 128, 80])
            let card = try #require(object["card"] as? [String: Any])
            let frame = try #require(Self.numbers(card["frame"]))
            // SimpleBuddyView: 20 pt from the screen edges, 20 pt above the 34 pt safe bottom.
            #expect(frame[0] == 20 && frame[2] == 353)
            #expect(abs(frame[1] + frame[3] - (852 - 34 - 20)) < 1e-6)
            #expect((card["buttons"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Skip", "Next →"])
        }
    }

    @Test("spotlight --both: the circle cutout and the message box on the bottom safe edge")
    func spotlightBothOrientations() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("layout", "--tour", "spotlight", "--step", "1", "--both", "--json")
            #expect(result.status == 0, "\(result)")
            let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(array.map { $0["orientation"] as? String } == ["portrait", "landscape"])
            for object in array {
                let cutouts = try #require((object["dimming"] as? [String: Any])?["cutouts"] as? [[String: Any]])
                #expect(cutouts.map { $0["shape"] as? String } == ["circle"])
                let card = try #require(object["card"] as? [String: Any])
                #expect((card["buttons"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Dismiss", "Next"])
            }
            let portraitFrame = try #require(Self.numbers((array[0]["card"] as? [String: Any])?["frame"]))
            #expect(portraitFrame[0] == 0 && portraitFrame[2] == 393 - 30)
            #expect(abs(portraitFrame[1] + portraitFrame[3] - (852 - 34)) < 1e-6)
        }
    }
}
