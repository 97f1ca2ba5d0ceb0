import Testing

/// Numbers JSON cannot hold, and numbers outside the ranges a screen or step allows.
@Suite("out-of-range numbers and sizes")
struct NumberRangeTests {
    @Test("a number beyond Double is a syntax error with line and column", arguments: ["1e400", "-1e400"])
    func overflowingNumber(literal: String) async throws {
        try await DemoProject.with { project in
            try project.replace("\"length\": 25", with: "\"length\": \(literal)", in: Demo.tutorial)
            let at = try #require(position(of: literal, in: try project.text(Demo.tutorial)))
            try await project.expectRejected(renderEverything, ExpectedError(
                file: Demo.tutorial, "invalid JSON", "number \(literal) is out of range", "(line \(at.line), column \(at.column))"))
        }
    }

    @Test("NaN and Infinity are not JSON numbers", arguments: ["NaN", "Infinity", "-Infinity"])
    func nonFiniteLiteral(literal: String) async throws {
        try await DemoProject.with { project in
            try project.replace("\"scale\": 3,", with: "\"scale\": \(literal),", in: Demo.proScreen)
            try await project.expectRejected(renderEverything, ExpectedError(file: Demo.proScreen, "invalid JSON", "line 3, column"))
        }
    }

    static let cases: [Corruption] = [
        Corruption("arrow length 1e300", in: Demo.tutorial,
                   replace: "\"length\": 25", with: "\"length\": 1e300",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[2].supplementalArrows[0].length", "length", "is outside -10000…10000")),
        Corruption("negative canvas width", in: Demo.proScreen,
                   replace: "\"size\": [393, 852]", with: "\"size\": [-393, 852]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.size", "width and height must be greater than 0")),
        Corruption("zero canvas size", in: Demo.proScreen,
                   replace: "\"size\": [852, 393]", with: "\"size\": [0, 0]",
                   expect: ExpectedError(file: Demo.proScreen, path: "landscape.size", "width and height must be greater than 0")),
        Corruption("negative element width", in: Demo.proScreen,
                   replace: "\"frame\": [337, 59, 44, 44]", with: "\"frame\": [337, 59, -44, 44]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.elements.settingsButton.frame", "must not be negative", "-44")),
        Corruption("element coordinate 1e6", in: Demo.proScreen,
                   replace: "\"frame\": [0, 103, 393, 420]", with: "\"frame\": [1e6, 103, 393, 420]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.elements.mapView.frame", "within ±100000")),
        Corruption("canvas just beyond 8192 px (2731 pt at @3x)", in: Demo.proScreen,
                   replace: "\"size\": [393, 852]", with: "\"size\": [393, 2731]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.size", "exceeds the 8192 px canvas limit")),
        Corruption("canvas far beyond 8192 px", in: Demo.seScreen,
                   replace: "\"size\": [667, 375]", with: "\"size\": [90000, 375]",
                   expect: ExpectedError(file: Demo.seScreen, path: "landscape.size", "exceeds the 8192 px canvas limit")),
        Corruption("scale 0", in: Demo.proScreen,
                   replace: "\"scale\": 3,", with: "\"scale\": 0,",
                   expect: ExpectedError(file: Demo.proScreen, path: "scale", "scale 0 is outside 0.5…4")),
        Corruption("scale 10", in: Demo.seScreen,
                   replace: "\"scale\": 2,", with: "\"scale\": 10,",
                   expect: ExpectedError(file: Demo.seScreen, path: "scale", "scale 10 is outside 0.5…4")),
        Corruption("negative safe area", in: Demo.proScreen,
                   replace: "\"safeArea\": { \"top\": 59,", with: "\"safeArea\": { \"top\": -5,",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.safeArea.top", "top -5 is outside 0…1000")),
        Corruption("a portrait capture wider than tall", in: Demo.proScreen,
                   replace: "\"size\": [393, 852]", with: "\"size\": [852, 393]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.size", "must be taller than wide")),
        Corruption("dimming opacity 1.5", in: Demo.tutorial,
                   replace: "\"opacity\": 0.35", with: "\"opacity\": 1.5",
                   expect: ExpectedError(file: Demo.tutorial, path: "theme.dimming.opacity", "opacity 1.5 is outside 0…1")),
        Corruption("card position outside the container", in: Demo.tutorial,
                   replace: "\"centered\": true", with: "\"centered\": true, \"position\": [1.5, 0.5]",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[4].position", "fractions must lie within 0…1")),
    ]

    @Test("is rejected", arguments: cases)
    func rejected(_ corruption: Corruption) async throws {
        try await DemoProject.with { project in
            try corruption.apply(to: project)
            try await project.expectRejected(renderEverything, corruption.expected)
        }
    }
}
