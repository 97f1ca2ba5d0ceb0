import Foundation
import Testing
@testable import TourshotModel

/// A Swift tour's `"answers"` (docs/swift-sources.md#answers): each bad answer reported with its
/// JSON path, and answers refused beside a JSON tutorial.
struct SwiftAnswerDecodingTests {
    func file(_ answers: String, tutorial: String, in dir: TempDirectory) throws -> URL {
        try dir.write("tourshot.json", #"{"tours": [{"name": "a", "tutorial": "\#(tutorial)", "screens": ["s.json"], "answers": \#(answers)}]}"#)
    }

    func project(_ answers: String) throws -> Project {
        try withTempDirectory { dir in try ProjectFileDecoder.load(try file(answers, tutorial: "Sources", in: dir)) }
    }

    func failures(_ answers: String, tutorial: String = "Sources") throws -> [String] {
        try withTempDirectory { dir in
            let url = try file(answers, tutorial: tutorial, in: dir)
            return problems { () throws(InputError) in try ProjectFileDecoder.load(url) }.map { "\($0.path): \($0.message)" }
        }
    }

    @Test func answersAreKeptInOrder() throws {
        let project = try project(#"{"step 2 for 5c1e0a7d": {"element": "firstCell"}, "step 3 views.bodyView.hintLabel.text 0b9f2e11": {"text": "Hi, Ada"}}"#)
        #expect(project.tours[0].swiftSources?.answers == [
            SwiftAnswer(key: "step 2 for 5c1e0a7d", kind: .element, value: "firstCell"),
            SwiftAnswer(key: "step 3 views.bodyView.hintLabel.text 0b9f2e11", kind: .text, value: "Hi, Ada"),
        ])
    }

    @Test func badAnswersAreReportedWithTheirPath() throws {
        #expect(try failures(#"""
        {"step 2 for 5c1e0a7d": {"element": "firstCell", "colour": "red"},
         "step 0 for 5c1e0a7d": {"element": "x"},
         "step 2 for 5C1E0A7D": {"element": "x"},
         "for 5c1e0a7d": {"element": "x"},
         "step 3 title 0b9f2e11": {"element": "x", "text": "y"},
         "step 4 title 0b9f2e11": {},
         "step 5 title 0b9f2e11": {"text": 7},
         "step 6 for 0b9f2e11": {"element": ""},
         "step 7 for 0b9f2e11": "firstCell"}
        """#) == [
            #"tours[0].answers["step 2 for 5c1e0a7d"].colour: unknown key"#,
            #"tours[0].answers["step 0 for 5c1e0a7d"]: is not an answer's key; copy the key a refusal names, written `step N argument hash` (e.g. "step 2 for 5c1e0a7d")"#,
            #"tours[0].answers["step 2 for 5C1E0A7D"]: is not an answer's key; copy the key a refusal names, written `step N argument hash` (e.g. "step 2 for 5c1e0a7d")"#,
            #"tours[0].answers["for 5c1e0a7d"]: is not an answer's key; copy the key a refusal names, written `step N argument hash` (e.g. "step 2 for 5c1e0a7d")"#,
            #"tours[0].answers["step 3 title 0b9f2e11"]: write one of {"element": "<captured element id>"} or {"text": "…"}, as the refusal names"#,
            #"tours[0].answers["step 4 title 0b9f2e11"]: write one of {"element": "<captured element id>"} or {"text": "…"}, as the refusal names"#,
            #"tours[0].answers["step 5 title 0b9f2e11"].text: expected a string, found a number"#,
            #"tours[0].answers["step 6 for 0b9f2e11"].element: must not be empty"#,
            #"tours[0].answers["step 7 for 0b9f2e11"]: expected an object, found a string"#,
        ])
    }

    @Test func answersAreForSwiftSourcesOnly() throws {
        #expect(try failures(#"{}"#, tutorial: "a.tutorial.json") == [
            #"tours[0].answers: "answers" is for tutorials read from Swift sources; a JSON tutorial writes its elements and texts themselves"#,
        ])
        #expect(try failures(#"[]"#) == ["tours[0].answers: expected an object, found an array"])
    }
}
