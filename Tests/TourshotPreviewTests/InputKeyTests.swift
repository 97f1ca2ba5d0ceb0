import Foundation
import Testing
import TourshotLayout
import TourshotModel
import TourshotPreview
import TourshotTestSupport

/// An image's input key changes with every input that decides its pixels and with nothing
/// else: each value of its step, capture, theme, strings and screenshots, and the renderer, but
/// not a reformatted file, a moved project or another step's text.
@Suite("input keys")
struct InputKeyTests {
    /// A private copy of the demo project for one test to edit.
    final class Copy {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-keys-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for item in ["tourshot.json", "Fixtures"] {
                try FileManager.default.copyItem(at: RepositoryPaths.path(item), to: root.appendingPathComponent(item))
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        /// The file's JSON with members in file order (a screen's elements are its drawing order).
        func json(_ path: String) throws -> JSONOutput {
            Self.output(try JSONParser.parse(Array(Data(contentsOf: url(path)))))
        }

        /// Writes `json` in tourshot's own layout, which differs from the fixtures' hand layout.
        func write(_ path: String, json: JSONOutput) throws {
            try Data(json.serialized().utf8).write(to: url(path))
        }

        static func output(_ node: JSONNode) -> JSONOutput {
            switch node.value {
            case .null: .null
            case .bool(let flag): .bool(flag)
            case .number(let number): .number(number)
            case .string(let text): .string(text)
            case .array(let items): .array(items.map(output))
            case .object(let members): .object(members.map { ($0.key, output($0.node)) })
            }
        }

        /// The key of each selected image by stem; nil when the project does not load.
        func keys(_ selection: ImageSelection, renderer: [String] = ["tourshot test"]) -> [String: String]? {
            guard let project = try? PreviewProject.load(url("tourshot.json").path),
                  let jobs = try? selection.jobs(in: project) else { return nil }
            let keys = InputKeys(renderer: renderer, project: project.project)
            return try? Dictionary(uniqueKeysWithValues: jobs.map { ($0.name.stem, try keys.key(for: $0)) })
        }
    }

    static let tutorial = "Fixtures/approach/approach.tutorial.json"
    static let screen = "Fixtures/approach/iphone-se.screen.json"
    static let seStep3 = ImageSelection(tour: "approach", screen: "iphone-se", step: 3, orientation: .portrait, defaults: .everything)
    static let seAll = ImageSelection(tour: "approach", screen: "iphone-se", orientation: .portrait, defaults: .everything)

    /// Every leaf of `value` with its path.
    static func leaves(_ value: JSONOutput, _ path: [Any] = []) -> [[Any]] {
        switch value {
        case .object(let members): members.flatMap { leaves($0.1, path + [$0.0]) }
        case .array(let items): items.indices.flatMap { leaves(items[$0], path + [$0]) }
        default: [path]
        }
    }

    static func get(_ value: JSONOutput, _ path: ArraySlice<Any>) -> JSONOutput {
        guard let first = path.first else { return value }
        switch value {
        case .object(let members): return get(members.first { $0.0 == first as? String }!.1, path.dropFirst())
        case .array(let items): return get(items[first as! Int], path.dropFirst())
        default: fatalError("no \(first) in \(value)")
        }
    }

    static func set(_ value: JSONOutput, _ path: ArraySlice<Any>, _ new: JSONOutput) -> JSONOutput {
        guard let first = path.first else { return new }
        switch value {
        case .object(let members):
            return .object(members.map { $0.0 == first as? String ? ($0.0, set($0.1, path.dropFirst(), new)) : $0 })
        case .array(var items):
            items[first as! Int] = set(items[first as! Int], path.dropFirst(), new)
            return .array(items)
        default: fatalError("no \(first) in \(value)")
        }
    }

    /// Values to try in place of `leaf`, the first that still loads being used: numbers moved a
    /// little, strings lengthened or swapped for another word of the format, flags flipped.
    static func replacements(_ leaf: JSONOutput) -> [JSONOutput] {
        switch leaf {
        case .bool(let flag): [.bool(!flag)]
        case .number(let number): [.number(number + 1), .number(number / 2), .number(number + 0.25)]
        case .string(let text):
            ([text + "x", "top", "bottom", "leading", "trailing", "center", "topLeading", "bottomTrailing", "#FF0000", "#000000",
              "mapView", "speedButton", "windButton", "instrument", "map", "settings", "instructions", "polaris", "sheet",
              "screenshots/approach-landscape.png", "screenshots/settings-landscape.png"].filter { $0 != text }).map(JSONOutput.string)
        default: []
        }
    }

    /// Each leaf of `file` under `root` is changed in turn; the selected image's key must change
    /// with each change the project accepts. Returns how many leaves were tested.
    func everyLeafChangesTheKey(_ file: String, under root: [Any], selection: ImageSelection) throws -> (tested: Int, leaves: Int, untested: [String]) {
        let copy = try Copy()
        let original = try copy.json(file)
        let baseline = try #require(copy.keys(selection))
        // A trigger names the screen's only presentation: no other value loads.
        let leaves = Self.leaves(Self.get(original, root[...])).map { root + $0 }.filter { !$0.contains { ($0 as? String) == "triggers" } }
        var tested = 0
        var untested: [String] = []
        for path in leaves {
            let old = Self.get(original, path[...])
            untested.append(path.map { "\($0)" }.joined(separator: "."))
            for candidate in Self.replacements(old) {
                try copy.write(file, json: Self.set(original, path[...], candidate))
                guard let keys = copy.keys(selection) else { continue }
                #expect(keys != baseline, "changing \(file) \(path) from \(old.serialized()) to \(candidate.serialized()) keeps the key")
                tested += 1
                untested.removeLast()
                break
            }
        }
        try copy.write(file, json: original)
        #expect(copy.keys(selection) == baseline)
        return (tested, leaves.count, untested)
    }

    @Test func everyValueOfTheStepChangesItsKey() throws {
        let result = try everyLeafChangesTheKey(Self.tutorial, under: ["steps", 2], selection: Self.seStep3)
        #expect(result.tested == result.leaves, "every leaf of step 3 has a valid replacement: \(result)")
    }

    @Test func everyValueOfTheTutorialOutsideTheStepsChangesTheKey() throws {
        let copy = try Copy()
        let leaves = Self.leaves(try copy.json(Self.tutorial)).filter { ($0.first as? String) != "steps" }
        #expect(leaves.count >= 10)
        for root in Set(leaves.compactMap { $0.first as? String }).sorted() {
            let result = try everyLeafChangesTheKey(Self.tutorial, under: [root], selection: Self.seStep3)
            #expect(result.tested == result.leaves, "\(root): \(result)")
        }
    }

    @Test func everyValueOfTheCaptureChangesTheKey() throws {
        let result = try everyLeafChangesTheKey(Self.screen, under: ["portrait"], selection: Self.seStep3)
        // An element's presentation names the screen's only one: no other value loads.
        #expect(result.untested == ["portrait.elements.aircraftPicker.presentation"], "\(result)")
        #expect(result.tested > 40)
    }

    /// The screen's `scale` sits outside its orientations: @3x instead of @2x is a new picture
    /// of every image of that screen, so `check` must draw them all again, and only them.
    @Test func aScaleChangeMakesCheckDrawEveryImageOfThatScreen() throws {
        let copy = try Copy()
        let both = ImageSelection(tour: "approach", orientation: .both, defaults: .everything)
        let before = try #require(copy.keys(both))
        try copy.write(Self.screen, json: Self.set(try copy.json(Self.screen), ["scale"], .number(3)))
        let after = try #require(copy.keys(both))
        #expect(before.keys.filter { before[$0] != after[$0] }.sorted() == before.keys.filter { $0.contains("-iphone-se-") }.sorted())
        #expect(before.keys.contains { !$0.contains("-iphone-se-") }, "another screen's images keep their keys")
    }

    /// A step added at the end makes the old last step a middle one (its buttons, "Step 3 of 6"
    /// in the styles that count): every image of the tour is drawn again.
    @Test func anAddedStepMakesCheckDrawEveryStepOfTheTour() throws {
        let copy = try Copy()
        let before = try #require(copy.keys(Self.seAll))
        let tutorial = try copy.json(Self.tutorial)
        guard case .array(let steps) = tutorial.member("steps"), let last = steps.last else { Issue.record("no steps"); return }
        try copy.write(Self.tutorial, json: Self.set(tutorial, ["steps"], .array(steps + [last])))
        let after = try #require(copy.keys(Self.seAll))
        #expect(!before.isEmpty && before.keys.allSatisfy { before[$0] != after[$0] })
    }

    @Test func anotherStepsTextChangesOnlyThatStep() throws {
        let copy = try Copy()
        let before = try #require(copy.keys(Self.seAll))
        try copy.write(Self.tutorial, json: Self.set(try copy.json(Self.tutorial), ["steps", 1, "title"], .string("Map")))
        let after = try #require(copy.keys(Self.seAll))
        #expect(before.keys.filter { before[$0] != after[$0] } == ["approach-iphone-se-step02-portrait"])
    }

    @Test func aReformattedOrMovedProjectKeepsItsKeys() throws {
        let copy = try Copy()
        let before = try #require(copy.keys(Self.seAll))
        try copy.write(Self.tutorial, json: try copy.json(Self.tutorial))
        try copy.write(Self.screen, json: try copy.json(Self.screen))
        #expect(copy.keys(Self.seAll) == before)
        let elsewhere = try Copy()
        #expect(elsewhere.keys(Self.seAll) == before, "another folder, the same inputs")
    }

    @Test func aScreenshotByteChangesTheKeysOfImagesShowingIt() throws {
        let copy = try Copy()
        let both = ImageSelection(tour: "approach", screen: "iphone-se", orientation: .both, defaults: .everything)
        let before = try #require(copy.keys(both))
        let shot = copy.url("Fixtures/approach/screenshots/settings-portrait.png")
        var bytes = try Data(contentsOf: shot)
        bytes[bytes.count / 2] ^= 1
        try bytes.write(to: shot)
        let after = try #require(copy.keys(both))
        // A screenshot belongs to its capture: every portrait image, whichever step opens its popover.
        #expect(before.keys.filter { before[$0] != after[$0] }.sorted() == (1...5).map { "approach-iphone-se-step0\($0)-portrait" })
    }

    /// Record's keys name the bytes the goldens were drawn from: a screenshot replaced after it
    /// was decoded does not change them (a later check reads the new file, whose key differs,
    /// and draws).
    @Test func keysOfDecodedScreenshotsNameTheDecodedBytes() throws {
        let copy = try Copy()
        let before = try #require(copy.keys(Self.seAll))
        let project = try PreviewProject.load(copy.url("tourshot.json").path)
        let inputs = try PreviewInputs(project: project, jobs: try Self.seAll.jobs(in: project))
        let shot = copy.url("Fixtures/approach/screenshots/settings-portrait.png")
        var bytes = try Data(contentsOf: shot)
        bytes[bytes.count / 2] ^= 1
        try bytes.write(to: shot)
        let decoded = InputKeys(renderer: ["tourshot test"], project: project.project, decoded: inputs.images)
        #expect(try Dictionary(uniqueKeysWithValues: inputs.jobs.map { ($0.name.stem, try decoded.key(for: $0)) }) == before)
        #expect(copy.keys(Self.seAll) != before, "the file as it is now")
    }

    @Test func theRendererChangesEveryKey() throws {
        let copy = try Copy()
        let one = try #require(copy.keys(Self.seAll, renderer: ["tourshot 0.1.0", "cairo 1.16.0", "fonts-inter Inter-Regular.otf 258992 bytes"]))
        for other in [["tourshot 0.1.1", "cairo 1.16.0", "fonts-inter Inter-Regular.otf 258992 bytes"],
                      ["tourshot 0.1.0", "cairo 1.18.0", "fonts-inter Inter-Regular.otf 258992 bytes"],
                      ["tourshot 0.1.0", "cairo 1.16.0", "fonts-inter Inter-Regular.otf 259000 bytes"]] {
            let keys = try #require(copy.keys(Self.seAll, renderer: other))
            #expect(one.keys.allSatisfy { one[$0] != keys[$0] }, "\(other)")
        }
    }

    /// Project settings outside the tours (tolerance defaults, font choices) reach every key.
    @Test func projectSettingsChangeEveryKey() throws {
        let copy = try Copy()
        let before = try #require(copy.keys(Self.seAll))
        guard case .object(let members) = try copy.json("tourshot.json") else { Issue.record("not an object"); return }
        try copy.write("tourshot.json", json: .object(members + [("check", .object([("threshold", .number(0.2))]))]))
        let after = try #require(copy.keys(Self.seAll))
        #expect(before.keys.allSatisfy { before[$0] != after[$0] })
    }

    @Test func stringsAndVariantsChangeTheirImagesKeys() throws {
        let copy = try Copy()
        let locales = ImageSelection(tour: "locales", step: 2, defaults: .firstScreen)
        let before = try #require(copy.keys(locales))
        #expect(Set(before.values).count == before.count, "each locale its own key")
        let catalogs = try FileManager.default.subpathsOfDirectory(atPath: copy.url("Fixtures").path).filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".strings") }
        let german = try #require(catalogs.first { $0.contains("de.lproj") } ?? catalogs.first)
        let path = copy.url("Fixtures/" + german)
        let text = try String(contentsOf: path, encoding: .utf8)
        try #require(text.contains("Alles finden"))
        try text.replacingOccurrences(of: "Alles finden", with: "Alles suchen").write(to: path, atomically: true, encoding: .utf8)
        let after = try #require(copy.keys(locales))
        #expect(before.keys.filter { before[$0] != after[$0] } == ["locales-iphone-15-step02-portrait-de"])

        // A tour entry's variant: appearance and text scale.
        let variants = ImageSelection(step: 2, orientation: .portrait, defaults: .everything)
        let variantsBefore = try #require(copy.keys(variants))
        var project = try copy.json("tourshot.json")
        guard case .array(let tours) = project.member("tours") else { Issue.record("no tours"); return }
        let dark = try #require(tours.firstIndex { $0.member("name") == .string("approach-dark") })
        let larger = try #require(tours.firstIndex { $0.member("name") == .string("approach-text130") })
        project = Self.set(project, ["tours", dark, "appearance"], .string("light"))
        project = Self.set(project, ["tours", larger, "textScale"], .number(1.2))
        try copy.write("tourshot.json", json: project)
        let variantsAfter = try #require(copy.keys(variants))
        #expect(variantsBefore.keys.filter { variantsBefore[$0] != variantsAfter[$0] }.sorted()
                == ["approach-dark-iphone-se-step02-portrait", "approach-text130-iphone-se-step02-portrait"])
    }
}
