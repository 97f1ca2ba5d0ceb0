import Testing

/// Command-line selections that name nothing, contradict each other or are out of range.
@Suite("command-line usage errors")
struct SelectionOptionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let expected: ExpectedError
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["render", "--tour", "aproach"],
             expected: ExpectedError(file: Demo.project, path: "tours", "no tour named \"aproach\"", "did you mean \"approach\"?")),
        Case(arguments: ["render", "--screen", "iphone-15-prp"],
             expected: ExpectedError(file: Demo.project, path: "tours[0].screens", "no screen \"iphone-15-prp\"", "did you mean \"iphone-15-pro\"?")),
        Case(arguments: ["layout", "--screen", "pixel-9", "--json"],
             expected: ExpectedError(file: Demo.project, path: "tours[0].screens", "no screen \"pixel-9\"", "iphone-15-pro, iphone-se")),
        Case(arguments: ["render", "--step", "0"],
             expected: ExpectedError(file: nil, "--step counts from 1")),
        Case(arguments: ["render", "--step=-3"],
             expected: ExpectedError(file: nil, "--step counts from 1")),
        Case(arguments: ["render", "--step", "99"],
             expected: ExpectedError(file: Demo.tutorial, path: "steps", "step 99 does not exist", "the tour has steps 1…\(Demo.stepCount)")),
        Case(arguments: ["layout", "--step", "6", "--json"],
             expected: ExpectedError(file: Demo.tutorial, path: "steps", "step 6 does not exist", "steps 1…\(Demo.stepCount)")),
        Case(arguments: ["lint", "--tour", "approach", "--step", "7"],
             expected: ExpectedError(file: Demo.tutorial, path: "steps", "step 7 does not exist", "steps 1…\(Demo.stepCount)")),
        Case(arguments: ["render", "--step", "2", "--all"],
             expected: ExpectedError(file: nil, "--step and --all exclude each other")),
        Case(arguments: ["render", "--step", "two"],
             expected: ExpectedError(file: nil, "two", "--step")),
        Case(arguments: ["render", "--portrait", "--landscape"],
             expected: ExpectedError(file: nil, "--portrait", "--landscape")),
        Case(arguments: ["render", "--bogus"],
             expected: ExpectedError(file: nil, "error: unknown option", "--bogus")),
        Case(arguments: ["render", "--step", "-3"],
             expected: ExpectedError(file: nil, "--step")),
        Case(arguments: ["rendr", "--step", "1"],
             expected: ExpectedError(file: nil, "unknown command \"rendr\"", "did you mean \"render\"?")),
        Case(arguments: ["valdate"],
             expected: ExpectedError(file: nil, "unknown command \"valdate\"", "did you mean \"validate\"?")),
        Case(arguments: ["render", "--scale", "0"],
             expected: ExpectedError(file: nil, "--scale must be between 0.25 and 4")),
        Case(arguments: ["render", "--scale", "100"],
             expected: ExpectedError(file: nil, "--scale must be between 0.25 and 4")),
        Case(arguments: ["render", "--scale", "nan"],
             expected: ExpectedError(file: nil, "--scale")),
        Case(arguments: ["render", "--format", "gif"],
             expected: ExpectedError(file: nil, "error: the value 'gif' is invalid for '--format <png|svg|pdf>'. Please provide one of 'png', 'svg' or 'pdf'.")),
        Case(arguments: ["render", "--step", "1", "--format", "svg", "--out", "x.pdf"],
             expected: ExpectedError(file: nil, "--out x.pdf names a .pdf file, but --format is svg")),
        Case(arguments: ["render", "--out", "x.png"],
             expected: ExpectedError(file: nil, "--out x.png names one file, but \(Demo.stepCount) images are selected")),
        Case(arguments: ["render", "--out", "x.png", "--step", "1", "--both"],
             expected: ExpectedError(file: nil, "--out x.png names one file, but 2 images are selected")),
        Case(arguments: ["render", "--step", "1", "--out", "tourshot.json"],
             expected: ExpectedError(file: "tourshot.json", "cannot create the output folder")),
        Case(arguments: ["validate", "--step", "1"],
             expected: ExpectedError(file: nil, "--step")),
    ]

    @Test("is rejected with exit status 2", arguments: cases)
    func rejected(_ usage: Case) async throws {
        try await DemoProject.with { project in
            try await project.expectRejected(usage.arguments, usage.expected)
        }
    }
}
