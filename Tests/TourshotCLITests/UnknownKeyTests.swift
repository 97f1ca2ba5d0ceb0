import Testing

/// Misspelt keys: reported at their own path with the closest known key.
@Suite("unknown keys")
struct UnknownKeyTests {
    static let cases: [Corruption] = [
        Corruption("anchr in an arrow", in: Demo.tutorial,
                   replace: "\"anchor\": \"bottom\", \"fromAnchor\": \"top\"", with: "\"anchr\": \"bottom\", \"fromAnchor\": \"top\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[2].arrows[0].anchr", "unknown key", "did you mean \"anchor\"?")),
        Corruption("blurTarget in a step", in: Demo.tutorial,
                   replace: "\"Let's take a quick tour.\", \"blurTargets\"", with: "\"Let's take a quick tour.\", \"blurTarget\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[0].blurTarget", "unknown key", "did you mean \"blurTargets\"?")),
        Corruption("opacty in the theme", in: Demo.tutorial,
                   replace: "\"opacity\": 0.35", with: "\"opacty\": 0.35",
                   expect: ExpectedError(file: Demo.tutorial, path: "theme.dimming.opacty", "unknown key", "did you mean \"opacity\"?")),
        Corruption("alongTpo in an along-edge anchor", in: Demo.tutorial,
                   replace: "\"anchor\": { \"alongTop\": 0.3 }", with: "\"anchor\": { \"alongTpo\": 0.3 }",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[3].arrows[4].anchor.alongTpo", "unknown key", "did you mean \"alongTop\"?")),
        Corruption("safeAreas in a capture", in: Demo.proScreen,
                   replace: "\"safeArea\": { \"top\": 59,", with: "\"safeAreas\": { \"top\": 59,",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.safeAreas", "unknown key", "did you mean \"safeArea\"?")),
        Corruption("cornerRadus in an element", in: Demo.proScreen,
                   replace: "\"frame\": [337, 59, 44, 44], \"cornerRadius\"", with: "\"frame\": [337, 59, 44, 44], \"cornerRadus\"",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.elements.settingsButton.cornerRadus", "unknown key", "did you mean \"cornerRadius\"?")),
        Corruption("outptu in the project", in: Demo.project,
                   replace: "\"output\": \"out\"", with: "\"outptu\": \"out\"",
                   expect: ExpectedError(file: Demo.project, path: "outptu", "unknown key", "did you mean \"output\"?")),
        Corruption("tutorail in a tour", in: Demo.project,
                   replace: "\"approach\",\n      \"tutorial\": \"Fixtures/approach", with: "\"approach\",\n      \"tutorail\": \"Fixtures/approach",
                   expect: ExpectedError(file: Demo.project, path: "tours[0].tutorail", "unknown key", "did you mean \"tutorial\"?")),
    ]

    @Test("is rejected with did-you-mean", arguments: cases)
    func rejected(_ corruption: Corruption) async throws {
        try await DemoProject.with { project in
            try corruption.apply(to: project)
            try await project.expectRejected(renderEverything, corruption.expected)
        }
    }
}
