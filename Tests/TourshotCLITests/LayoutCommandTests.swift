import Foundation
import Testing

/// `tourshot layout --json` on the valid demo: docs/format.md §5's object and arrays.
@Suite("layout --json")
struct LayoutCommandTests {
    /// The top-level keys of docs/format.md §5, exactly.
    static let sectionFiveKeys: Set<String> = ["tour", "screen", "step", "stepCount", "orientation", "style",
                                               "canvas", "dimming", "blur", "presentations", "arrows", "card", "warnings"]

    /// The landscape frame of `element` as the screen file records it (plain array or object form).
    static func landscapeFrame(of element: String, in project: DemoProject) throws -> [Double] {
        let screen = try #require(try JSONSerialization.jsonObject(with: project.data(Demo.proScreen)) as? [String: Any])
        let landscape = try #require(screen["landscape"] as? [String: Any])
        let elements = try #require(landscape["elements"] as? [String: Any])
        let entry = try #require(elements[element])
        let frame = (entry as? [String: Any])?["frame"] ?? entry
        let numbers = try #require(frame as? [NSNumber], "frame of \(element) is not a number array")
        return numbers.map(\.doubleValue)
    }

    static func numbers(_ value: Any?) -> [Double]? { (value as? [NSNumber])?.map(\.doubleValue) }

    @Test("--step 3 --landscape prints one object whose first arrow tips at settingsButton's bottom centre")
    func stepThreeLandscape() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("layout", "--step", "3", "--landscape", "--json")
            #expect(result.status == 0, "\(result)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                      "stdout is not one JSON object:\n\(result)")
            #expect(Set(object.keys) == Self.sectionFiveKeys)
            #expect(object["tour"] as? String == "approach")
            #expect(object["screen"] as? String == "iphone-15-pro")
            #expect(object["step"] as? Int == 3)
            #expect(object["stepCount"] as? Int == Demo.stepCount)
            #expect(object["orientation"] as? String == "landscape")
            #expect(object["style"] as? String == "tutorialkit")
            let canvas = try #require(object["canvas"] as? [String: Any])
            #expect(Self.numbers(canvas["size"]) == [852, 393])
            #expect((canvas["scale"] as? NSNumber)?.doubleValue == 3)

            let arrows = try #require(object["arrows"] as? [[String: Any]])
            let first = try #require(arrows.first)
            #expect(first["element"] as? String == "settingsButton")
            #expect(first["kind"] as? String == "primary")
            #expect(Set(first.keys) == ["element", "kind", "tail", "control", "tip", "label"])
            let frame = try Self.landscapeFrame(of: "settingsButton", in: project)
            let bottomCentre = [frame[0] + frame[2] / 2, frame[1] + frame[3]]
            let tip = try #require(Self.numbers(first["tip"]))
            #expect(tip.count == 2)
            #expect(zip(tip, bottomCentre).allSatisfy { abs($0 - $1) < 1e-9 }, "tip \(tip) ≠ bottom centre \(bottomCentre)")

            let supplemental = arrows.filter { $0["kind"] as? String == "supplemental" }
            #expect(supplemental.map { $0["element"] as? String } == ["aircraftPicker"])
            let presentations = try #require(object["presentations"] as? [[String: Any]])
            #expect(presentations.map { $0["id"] as? String } == ["settings"])
            #expect(result.stderr.isEmpty, "\(result)")
        }
    }

    @Test("--all --both prints an array of 10 objects, every step in both orientations")
    func allBoth() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("layout", "--all", "--both", "--json")
            #expect(result.status == 0, "\(result)")
            let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]],
                                     "stdout is not a JSON array of objects:\n\(result)")
            #expect(array.count == Demo.stepCount * 2)
            for object in array { #expect(Set(object.keys) == Self.sectionFiveKeys) }
            let pairs = Set(array.compactMap { object -> String? in
                guard let step = object["step"] as? Int, let orientation = object["orientation"] as? String else { return nil }
                return "\(step)-\(orientation)"
            })
            let expected = Set((1...Demo.stepCount).flatMap { ["\($0)-portrait", "\($0)-landscape"] })
            #expect(pairs == expected)
        }
    }

    @Test("layout writes no files")
    func writesNothing() async throws {
        try await DemoProject.with { project in
            let before = try project.inventory()
            let result = try await project.run("layout", "--step", "2", "--json")
            #expect(result.status == 0, "\(result)")
            #expect(try project.inventory() == before)
        }
    }
}
