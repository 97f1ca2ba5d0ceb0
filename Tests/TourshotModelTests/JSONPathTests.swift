import Testing
import TourshotModel

/// How JSON paths are printed in messages.
struct JSONPathTests {
    @Test func rootIsEmpty() {
        #expect(JSONPath.root.description == "")
    }

    @Test func keysAndIndexes() {
        let path = JSONPath.root.appending("steps").appending(2).appending("arrows").appending(0).appending("element")
        #expect(path.description == "steps[2].arrows[0].element")
        #expect(path.components == [.key("steps"), .index(2), .key("arrows"), .index(0), .key("element")])
    }

    @Test func leadingIndex() {
        #expect(JSONPath.root.appending(3).appending("name").description == "[3].name")
    }

    @Test func appendingDoesNotChangeTheOriginal() {
        let base = JSONPath.root.appending("steps")
        _ = base.appending(1)
        #expect(base.description == "steps")
    }

    @Test(arguments: [
        ("my popover", #"presentations["my popover"].source"#),
        ("a.b", #"presentations["a.b"].source"#),
        ("x-y", #"presentations["x-y"].source"#),
        ("", #"presentations[""].source"#),
        (#"say "hi""#, #"presentations["say \"hi\""].source"#),
        (#"back\slash"#, #"presentations["back\\slash"].source"#),
        ("snake_case2", "presentations.snake_case2.source"),
        ("Café", "presentations.Café.source"),
    ])
    func keysWithOddCharactersAreQuoted(_ key: String, _ expected: String) {
        let path = JSONPath.root.appending("presentations").appending(key).appending("source")
        #expect(path.description == expected)
    }

    @Test func oddFirstKeyIsQuotedWithoutLeadingDot() {
        #expect(JSONPath.root.appending("two words").appending(0).description == #"["two words"][0]"#)
    }
}
