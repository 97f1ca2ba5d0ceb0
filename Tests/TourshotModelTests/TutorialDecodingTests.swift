import Testing
@testable import TourshotModel

/// `*.tutorial.json` decoding through `TutorialFileDecoder.load` on real files.
struct TutorialDecodingTests {
    static let anchorNames = "top, bottom, leading, trailing, center, topLeading, topTrailing, bottomLeading, bottomTrailing"

    func load(_ text: String) throws -> Tutorial {
        try withTempDirectory { dir in try TutorialFileDecoder.load(try dir.write("t.tutorial.json", text)) }
    }

    func failures(_ text: String) throws -> [Reported] {
        try withTempDirectory { dir in
            let url = try dir.write("t.tutorial.json", text)
            return problems { () throws(InputError) in try TutorialFileDecoder.load(url) }.reported
        }
    }

    /// One arrow `{"element": "mapView", <extra>}` in the first step, on line 3.
    func arrowFailures(_ extra: String) throws -> [Reported] {
        try failures("""
        {
          "steps": [ { "title": "A", "arrows": [
            { "element": "mapView", \(extra) }
          ] } ]
        }
        """)
    }

    func arrow(_ extra: String) throws -> ArrowSpec {
        let tutorial = try load(#"{"steps": [{"arrows": [{"element": "mapView", \#(extra)}]}]}"#)
        return try #require(tutorial.steps.first?.arrows.first)
    }

    // MARK: valid files

    @Test func minimalFileUsesDefaults() throws {
        let tutorial = try load(#"{"steps": [{"title": "Hello"}]}"#)
        #expect(tutorial.style == .tutorialkit)
        #expect(tutorial.theme == Theme())
        #expect(tutorial.elementLabels.isEmpty)
        #expect(tutorial.triggers.isEmpty)
        #expect(tutorial.steps.count == 1)
        let step = try #require(tutorial.steps.first)
        #expect(step.title == "Hello")
        #expect(step.body == "")
        #expect(step.centered == false)
        #expect(step.buttons == nil)
        #expect(step.arrows.isEmpty)
    }

    @Test func fullStep() throws {
        let tutorial = try load("""
        {
          "style": "spotlight",
          "theme": { "dimming": { "color": "#FF000080", "opacity": 0.5 } },
          "elements": { "mapView": "Map" },
          "triggers": { "open": "settings" },
          "steps": [ {
            "title": "T", "body": "B", "centered": true, "tags": ["x"],
            "position": [0.25, 1], "landscapePosition": [0, 0.75],
            "blurTargets": ["map"], "triggers": ["open"],
            "buttons": [ { "title": "Go", "role": "dismiss", "style": "secondary" }, { "title": "More" } ],
            "highlights": [ { "element": "mapView", "shape": "roundedRect", "padding": 4, "cornerRadius": 8 } ],
            "attachTo": { "element": "mapView", "side": "below", "tail": false },
            "page": { "emoji": "✈️", "colors": ["#000000", "#FFFFFF"], "gestureHint": "swipe" }
          } ]
        }
        """)
        #expect(tutorial.style == .spotlight)
        #expect(tutorial.theme.dimmingColor == RGBAColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(tutorial.theme.dimmingOpacity == 0.5)
        #expect(tutorial.elementLabels == ["mapView": "Map"])
        #expect(tutorial.triggers == ["open": "settings"])
        let step = try #require(tutorial.steps.first)
        #expect(step.centered)
        #expect(step.tags == ["x"])
        #expect(step.position == Point(x: 0.25, y: 1))
        #expect(step.landscapePosition == Point(x: 0, y: 0.75))
        #expect(step.blurTargets == ["map"])
        #expect(step.triggers == ["open"])
        #expect(step.buttons == [CardButton(title: "Go", role: .dismiss, style: .secondary),
                                 CardButton(title: "More", role: .next, style: .primary)])
        #expect(step.highlights == [Highlight(element: "mapView", shape: .roundedRect, padding: 4, cornerRadius: 8)])
        #expect(step.attachTo == Attachment(element: "mapView", side: .below, tail: false))
        #expect(step.page == OnboardingPage(emoji: "✈️", title: nil, description: nil,
                                           colors: [.black, .white], gestureHint: .swipe))
    }

    @Test func arrowDefaults() throws {
        let arrow = try arrow(#""anchor": "leading""#)
        #expect(arrow == ArrowSpec(element: "mapView", anchor: .leading))
        #expect(arrow.fromAnchor == Oriented(.trailing))
        #expect(arrow.length == Oriented(50))
        #expect(arrow.bend == .auto)
        #expect(arrow.bendStrength == .medium)
        #expect(arrow.textAlignment == Oriented(.center))
    }

    @Test func alongEdgeAnchorWithFraction() throws {
        let arrow = try arrow(#""anchor": {"alongTop": 0.3}, "anchorH": {"alongTrailing": 1}"#)
        #expect(arrow.anchor == Oriented(portrait: .alongTop(0.3), landscape: .alongTrailing(1)))
        #expect(arrow.fromAnchor == Oriented(portrait: .alongBottom(0.3), landscape: .alongLeading(1)))
    }

    @Test func enumsAndOverrides() throws {
        let arrow = try arrow("""
        "anchor": "topTrailing", "fromAnchor": "center", "bend": "left", "bendStrength": "high",
        "textAlignment": "leading", "textAlignmentH": "trailing", "length": 25, "lengthH": 70,
        "angle": 45, "anchorOffset": [16, -2], "label": "Speed"
        """)
        #expect(arrow == ArrowSpec(element: "mapView", anchor: .topTrailing, fromAnchor: .center, length: 25, lengthH: 70,
                                   angle: 45, textAlignment: .leading, textAlignmentH: .trailing,
                                   anchorOffset: Point(x: 16, y: -2), bend: .left, bendStrength: .high, label: "Speed"))
    }

    // MARK: single problems with their exact location

    @Test func unknownKeyWithDidYouMean() throws {
        #expect(try arrowFailures(#""anchr": "top""#) == [
            Reported("steps[0].arrows[0].anchr", #"unknown key; did you mean "anchor"?"#, 3, 38),
        ])
    }

    @Test func unknownKeyWithoutSuggestion() throws {
        #expect(try failures(#"{"steps": [{"title": "A"}], "colour": 1}"#) == [
            Reported("colour", "unknown key", 1, 39),
        ])
    }

    @Test func wrongTypes() throws {
        #expect(try failures("""
        {
          "steps": [ {
            "title": 5,
            "centered": "yes",
            "arrows": { "element": "mapView" },
            "tags": [ "a", 7 ]
          } ]
        }
        """) == [
            Reported("steps[0].title", "expected a string, found a number", 3, 14),
            Reported("steps[0].arrows", "expected an array, found an object", 5, 15),
            Reported("steps[0].tags[1]", "expected a string, found a number", 6, 20),
            Reported("steps[0].centered", "expected true or false, found a string", 4, 17),
        ])
    }

    @Test func misspeltAnchorName() throws {
        #expect(try arrowFailures(#""anchor": "topTraling""#) == [
            Reported("steps[0].arrows[0].anchor",
                     #"unknown value "topTraling"; did you mean "topTrailing"? (expected one of: \#(Self.anchorNames))"#, 3, 39),
        ])
    }

    @Test func alongEdgeFractionOutOfRange() throws {
        #expect(try arrowFailures(#""anchor": {"alongTop": 1.5}"#) == [
            Reported("steps[0].arrows[0].anchor.alongTop", "fraction 1.5 is outside 0…1", 3, 52),
        ])
    }

    @Test func alongEdgeAsBareString() throws {
        #expect(try arrowFailures(#""fromAnchor": "alongTop""#) == [
            Reported("steps[0].arrows[0].fromAnchor", #""alongTop" needs a fraction: write {"alongTop": 0.5}"#, 3, 43),
        ])
    }

    @Test func alongEdgeObjectWithWrongKey() throws {
        #expect(try arrowFailures(#""anchor": {"alongTpo": 0.3}"#) == [
            Reported("steps[0].arrows[0].anchor.alongTpo", #"unknown key; did you mean "alongTop"?"#, 3, 52),
        ])
    }

    @Test func alongEdgeObjectWithTwoKeys() throws {
        #expect(try arrowFailures(#""anchor": {"alongTop": 0.3, "alongBottom": 0.2}"#) == [
            Reported("steps[0].arrows[0].anchor",
                     "an along-edge anchor has exactly one key: one of alongTop, alongBottom, alongLeading, alongTrailing", 3, 39),
        ])
    }

    @Test func anchorOfWrongType() throws {
        #expect(try arrowFailures(#""anchor": 3"#) == [
            Reported("steps[0].arrows[0].anchor", #"expected an anchor name or {"alongTop": 0.3}, found a number"#, 3, 39),
        ])
    }

    @Test(arguments: [
        (#""bend": "curvy""#, "steps[0].arrows[0].bend", #"unknown value "curvy" (expected one of: auto, left, right, none)"#, 37),
        (#""bendStrength": "hig""#, "steps[0].arrows[0].bendStrength",
         #"unknown value "hig"; did you mean "high"? (expected one of: low, medium, high)"#, 45),
        (#""textAlignment": "centre""#, "steps[0].arrows[0].textAlignment",
         #"unknown value "centre"; did you mean "center"? (expected one of: leading, center, trailing)"#, 46),
        (#""length": 20000"#, "steps[0].arrows[0].length", "length 20000 is outside -10000…10000", 39),
        (#""anchorOffset": [1]"#, "steps[0].arrows[0].anchorOffset", "expected a pair [x, y], found an array of 1", 45),
    ])
    func arrowFieldProblems(_ extra: String, _ path: String, _ message: String, _ column: Int) throws {
        #expect(try arrowFailures(extra) == [Reported(path, message, 3, column)])
    }

    @Test func positionFractionsOutsideZeroToOne() throws {
        #expect(try failures(#"{"steps": [{"position": [0.5, 1.2], "landscapePosition": [-0.1, 0]}]}"#) == [
            Reported("steps[0].position", "fractions must lie within 0…1 (0.5 is the middle)", 1, 25),
            Reported("steps[0].landscapePosition", "fractions must lie within 0…1 (0.5 is the middle)", 1, 58),
        ])
    }

    @Test(arguments: ["#12345", "#1234567", "12345678", "#GGGGGG", "#+12345", "#-00000", "red"])
    func invalidColour(_ colour: String) throws {
        #expect(try failures(#"{"theme": {"dimming": {"color": "\#(colour)"}}, "steps": [{}]}"#) == [
            Reported("theme.dimming.color", ##""\##(colour)" is not a colour; write "#RRGGBB" or "#RRGGBBAA""##, 1, 33),
        ])
    }

    @Test func emptySteps() throws {
        let found = try failures(#"{"steps": []}"#)
        #expect(found.map(\.path) == ["steps"])
        #expect(found.map(\.message) == ["add at least one step"])
    }

    @Test func missingSteps() throws {
        #expect(try failures(#"{"style": "polaris"}"#) == [Reported("", #"missing required key "steps""#, 1, 1)])
        #expect(try failures(#"{"steps": null}"#) == [Reported("", #"missing required key "steps""#, 1, 1)])
    }

    @Test func rootMustBeAnObject() throws {
        #expect(try failures("[]") == [Reported("", "expected an object, found an array", 1, 1)])
    }

    @Test func textLongerThanTheLimit() throws {
        let limit = Limits.textLength
        #expect(limit == 2000)
        let ok = try load(#"{"steps": [{"body": "\#(String(repeating: "a", count: limit))"}]}"#)
        #expect(ok.steps.first?.body.count == limit)
        #expect(try failures(#"{"steps": [{"body": "\#(String(repeating: "é", count: limit + 1))"}]}"#) == [
            Reported("steps[0].body", "text is 2001 code points long; the limit is 2000 (accents and joiners count too)", 1, 21),
        ])
        // One grapheme cluster of 2001 scalars: the limit counts what shaping works through.
        let stacked = "W" + String(repeating: "\u{0301}", count: limit)
        #expect(stacked.count == 1)
        #expect(try failures(#"{"steps": [{"title": "\#(stacked)"}]}"#) == [
            Reported("steps[0].title", "text is 2001 code points long; the limit is 2000 (accents and joiners count too)", 1, 22),
        ])
    }

    @Test func stepButtonProblems() throws {
        #expect(try failures(#"{"steps": [{"buttons": [{"role": "close"}]}]}"#) == [
            Reported("steps[0].buttons[0]", #"missing required key "title""#, 1, 25),
            Reported("steps[0].buttons[0].role", #"unknown value "close" (expected one of: next, skip, dismiss)"#, 1, 34),
        ])
    }
}
