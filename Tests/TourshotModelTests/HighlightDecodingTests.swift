import Testing
@testable import TourshotModel

/// The keys the Instructions, Polaris, Spotlight and onboarding styles added to the tutorial file:
/// highlight radius modes, `attachTo.side: over` and `theme.appearance`.
struct HighlightDecodingTests {
    func load(_ text: String) throws -> Tutorial {
        try withTempDirectory { dir in try TutorialFileDecoder.load(try dir.write("t.tutorial.json", text)) }
    }

    func failures(_ text: String) throws -> [Reported] {
        try withTempDirectory { dir in
            let url = try dir.write("t.tutorial.json", text)
            return problems { () throws(InputError) in try TutorialFileDecoder.load(url) }.reported
        }
    }

    /// One highlight `{"element": "cell", <extra>}` in a tutorial of `style`.
    func highlight(_ extra: String, style: String = "polaris") throws -> Highlight {
        let tutorial = try load(#"{"style": "\#(style)", "steps": [{"highlights": [{"element": "cell"\#(extra)}]}]}"#)
        return try #require(tutorial.steps.first?.highlights.first)
    }

    func highlightFailures(_ extra: String, style: String = "polaris") throws -> [Reported] {
        try failures(#"{"style": "\#(style)", "steps": [{"highlights": [{"element": "cell"\#(extra)}]}]}"#).map {
            Reported($0.path, $0.message)
        }
    }

    @Test(arguments: [
        (#", "cornerRadius": 20"#, CornerRadiusRule.fixed(20)),
        (#", "cornerRadiusDelta": 2"#, CornerRadiusRule.followElement(delta: 2)),
        (#", "cornerRadiusDelta": -3"#, CornerRadiusRule.followElement(delta: -3)),
        (#", "cornerRadiusScale": 1.25"#, CornerRadiusRule.scaleElement(factor: 1.25)),
    ])
    func cornerRadiusModesImplyRoundedRect(_ extra: String, _ rule: CornerRadiusRule) throws {
        let decoded = try highlight(extra)
        #expect(decoded.shape == .roundedRect)
        #expect(decoded.cornerRadius == rule)
        #expect(decoded.radius == nil)
    }

    @Test(arguments: [
        (#", "radius": 52"#, CircleRadiusRule.fixed(52)),
        (#", "radiusScale": 1.3"#, CircleRadiusRule.scaleElement(factor: 1.3)),
    ])
    func radiusModesImplyCircle(_ extra: String, _ rule: CircleRadiusRule) throws {
        let decoded = try highlight(extra)
        #expect(decoded.shape == .circle)
        #expect(decoded.radius == rule)
    }

    @Test func defaultsStayUnsetForTheStyle() throws {
        let decoded = try highlight("")
        #expect(decoded == Highlight(element: "cell"))
        #expect(decoded.offset == .zero)
        #expect(try highlight(#", "shape": "circle", "offset": [4, -6]"#).offset == Point(x: 4, y: -6))
    }

    @Test func twoCornerRadiusModesAreRejected() throws {
        #expect(try highlightFailures(#", "cornerRadius": 4, "cornerRadiusScale": 2"#) == [
            Reported("steps[0].highlights[0].cornerRadiusScale",
                     #"give only one of "cornerRadius", "cornerRadiusDelta", "cornerRadiusScale"; "cornerRadius" is already set"#),
        ])
    }

    @Test func radiusAndCornerRadiusConflict() throws {
        #expect(try highlightFailures(#", "radius": 40, "cornerRadius": 4"#) == [
            Reported("steps[0].highlights[0].radius",
                     #""radius" sizes a circle but "cornerRadius" rounds a rect's corners; keep the one that fits the shape"#),
        ])
    }

    @Test func keysThatDoNotFitAnExplicitShape() throws {
        #expect(try highlightFailures(#", "shape": "capsule", "cornerRadiusDelta": 2"#) == [
            Reported("steps[0].highlights[0].cornerRadiusDelta",
                     #""cornerRadiusDelta" applies to roundedRect highlights, but this one is a capsule; write "shape": "roundedRect""#),
        ])
        #expect(try highlightFailures(#", "shape": "rect", "radius": 50"#) == [
            Reported("steps[0].highlights[0].radius",
                     #""radius" applies to circle highlights, but this one is a rect; write "shape": "circle""#),
        ])
    }

    @Test func misspeltHighlightKeyGetsASuggestion() throws {
        #expect(try highlightFailures(#", "radiusScal": 1.3"#) == [
            Reported("steps[0].highlights[0].radiusScal", #"unknown key; did you mean "radiusScale"?"#),
        ])
    }

    @Test func negativeScalesAreRejected() throws {
        #expect(try highlightFailures(#", "cornerRadiusScale": -1"#) == [
            Reported("steps[0].highlights[0].cornerRadiusScale", "cornerRadiusScale -1 is outside 0…100"),
        ])
    }

    @Test func attachmentOverAndAppearance() throws {
        let tutorial = try load("""
        { "style": "instructions", "theme": { "appearance": "dark" },
          "steps": [ { "attachTo": { "element": "cell", "side": "over" } } ] }
        """)
        #expect(tutorial.theme.appearance == .dark)
        #expect(tutorial.steps.first?.attachTo == Attachment(element: "cell", side: .over))
    }

    @Test func misspeltAppearanceAndSide() throws {
        let reported = try failures("""
        { "theme": { "appearance": "drak" }, "steps": [ { "attachTo": { "element": "cell", "side": "ovr" } } ] }
        """).map { Reported($0.path, $0.message) }
        #expect(reported == [
            Reported("theme.appearance", #"unknown value "drak"; did you mean "dark"? (expected one of: light, dark)"#),
            Reported("steps[0].attachTo.side", #"unknown value "ovr"; did you mean "over"? (expected one of: auto, above, below, over)"#),
        ])
    }
}
