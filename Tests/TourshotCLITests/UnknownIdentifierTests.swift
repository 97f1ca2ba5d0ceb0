import Testing

/// Ids a tutorial uses that no screen captures: elements, blur targets, triggers, presentations.
@Suite("unknown ids across files")
struct UnknownIdentifierTests {
    static let cases: [Corruption] = [
        Corruption("arrow to speedButon", in: Demo.tutorial,
                   replace: "{ \"element\": \"speedButton\", \"anchor\": \"topTrailing\",", with: "{ \"element\": \"speedButon\", \"anchor\": \"topTrailing\",",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[1].arrows[1].element",
                                         "unknown element \"speedButon\"; did you mean \"speedButton\"?")),
        Corruption("arrow to an element nobody captured", in: Demo.tutorial,
                   replace: "{ \"element\": \"windButton\", \"anchor\": \"leading\" }", with: "{ \"element\": \"compassRose\", \"anchor\": \"leading\" }",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[1].arrows[2].element",
                                         "unknown element \"compassRose\"", "known: aircraftPicker")),
        Corruption("supplemental arrow to aircraftPickr", in: Demo.tutorial,
                   replace: "\"element\": \"aircraftPicker\"", with: "\"element\": \"aircraftPickr\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[2].supplementalArrows[0].element",
                                         "unknown element \"aircraftPickr\"; did you mean \"aircraftPicker\"?")),
        Corruption("blur target instrumnt", in: Demo.tutorial,
                   replace: "\"Let's take a quick tour.\", \"blurTargets\": [\"map\", \"instrument\"]",
                   with: "\"Let's take a quick tour.\", \"blurTargets\": [\"map\", \"instrumnt\"]",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[0].blurTargets[1]",
                                         "unknown blur target \"instrumnt\"; did you mean \"instrument\"?")),
        Corruption("blur target nobody declared", in: Demo.tutorial,
                   replace: "\"blurTargets\": [\"instrument\"]", with: "\"blurTargets\": [\"weather\"]",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[1].blurTargets[0]", "unknown blur target \"weather\"")),
        Corruption("step trigger showSetings", in: Demo.tutorial,
                   replace: "\"triggers\": [\"showSettings\"]", with: "\"triggers\": [\"showSetings\"]",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[2].triggers[0]",
                                         "unknown trigger \"showSetings\"; did you mean \"showSettings\"?")),
        Corruption("trigger opening an unknown presentation", in: Demo.tutorial,
                   replace: "\"triggers\": { \"showSettings\": \"settings\" }", with: "\"triggers\": { \"showSettings\": \"setings\" }",
                   expect: ExpectedError(file: Demo.tutorial, path: "triggers.showSettings",
                                         "unknown presentation \"setings\"; did you mean \"settings\"?")),
        Corruption("popover source settingsButon", in: Demo.proScreen,
                   replace: "[24, 110, 345, 380], \"source\": \"settingsButton\"", with: "[24, 110, 345, 380], \"source\": \"settingsButon\"",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.presentations.settings.source",
                                         "unknown element \"settingsButon\"; did you mean \"settingsButton\"?")),
    ]

    @Test("is rejected", arguments: cases)
    func rejected(_ corruption: Corruption) async throws {
        try await DemoProject.with { project in
            try corruption.apply(to: project)
            try await project.expectRejected(renderEverything, corruption.expected)
        }
    }
}
