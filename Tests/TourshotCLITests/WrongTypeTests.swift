import Testing

/// Values of the wrong JSON type, reported with the path and the type found.
@Suite("wrong value types")
struct WrongTypeTests {
    static let cases: [Corruption] = [
        Corruption("step title as a number", in: Demo.tutorial,
                   replace: "\"title\": \"Welcome\"", with: "\"title\": 42",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[0].title", "expected a string, found a number")),
        Corruption("arrows as an object", in: Demo.tutorial,
                   replace: "\"arrows\": [{ \"element\": \"settingsButton\", \"anchor\": \"bottom\", \"fromAnchor\": \"top\" }],",
                   with: "\"arrows\": { \"element\": \"settingsButton\", \"anchor\": \"bottom\", \"fromAnchor\": \"top\" },",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[2].arrows", "expected an array, found an object")),
        Corruption("centered as a string", in: Demo.tutorial,
                   replace: "\"centered\": true", with: "\"centered\": \"yes\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[4].centered", "expected true or false, found a string")),
        Corruption("arrow element as null", in: Demo.tutorial,
                   replace: "{ \"element\": \"windButton\", \"anchor\": \"leading\" }", with: "{ \"element\": null, \"anchor\": \"leading\" }",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[1].arrows[2]", "missing required key \"element\"")),
        Corruption("steps as a string", in: Demo.tutorial,
                   replace: "\"steps\": [", with: "\"steps\": \"none\", \"unused\": [",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps", "expected an array, found a string")),
        Corruption("screen scale as a string", in: Demo.proScreen,
                   replace: "\"scale\": 3,", with: "\"scale\": \"3x\",",
                   expect: ExpectedError(file: Demo.proScreen, path: "scale", "expected a number, found a string")),
        Corruption("a frame with three numbers", in: Demo.proScreen,
                   replace: "\"frame\": [337, 59, 44, 44]", with: "\"frame\": [337, 59, 44]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.elements.settingsButton.frame",
                                         "expected a frame [x, y, width, height], found an array of 3")),
        Corruption("a frame coordinate as a string", in: Demo.proScreen,
                   replace: "\"frame\": [0, 103, 393, 420]", with: "\"frame\": [0, 103, 393, \"420\"]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.elements.mapView.frame[3]", "expected a number, found a string")),
        Corruption("safe area as an array", in: Demo.proScreen,
                   replace: "\"safeArea\": { \"top\": 59, \"leading\": 0, \"bottom\": 34, \"trailing\": 0 }", with: "\"safeArea\": [59, 0, 34, 0]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.safeArea", "expected an object, found an array")),
        Corruption("goldens folder as a number", in: Demo.project,
                   replace: "\"goldens\": \"GoldenImages\"", with: "\"goldens\": 7",
                   expect: ExpectedError(file: Demo.project, path: "goldens", "expected a string, found a number")),
        Corruption("tour screens as a string", in: Demo.project,
                   replace: "\"screens\": [\"Fixtures/approach/iphone-15-pro.screen.json\",",
                   with: "\"screens\": \"Fixtures/approach/iphone-15-pro.screen.json\", \"x\": [",
                   expect: ExpectedError(file: Demo.project, path: "tours[0].screens", "expected an array, found a string")),
    ]

    @Test("is rejected", arguments: cases)
    func rejected(_ corruption: Corruption) async throws {
        try await DemoProject.with { project in
            try corruption.apply(to: project)
            try await project.expectRejected(renderEverything, corruption.expected)
        }
    }
}
