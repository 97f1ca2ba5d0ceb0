import Testing

/// Names outside a fixed set, and along-edge fractions outside 0…1.
@Suite("bad enum values and anchors")
struct EnumValueTests {
    static let cases: [Corruption] = [
        Corruption("anchor topTraling", in: Demo.tutorial,
                   replace: "\"anchor\": \"topTrailing\"", with: "\"anchor\": \"topTraling\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[1].arrows[1].anchor",
                                         "unknown value \"topTraling\"", "did you mean \"topTrailing\"?", "expected one of:")),
        Corruption("fromAnchor with no near match", in: Demo.tutorial,
                   replace: "\"anchor\": \"leading\", \"fromAnchor\": \"trailing\"", with: "\"anchor\": \"leading\", \"fromAnchor\": \"sideways\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[1].arrows[0].fromAnchor",
                                         "unknown value \"sideways\"", "expected one of: top, bottom")),
        Corruption("alongTop 1.5", in: Demo.tutorial,
                   replace: "\"anchor\": { \"alongTop\": 0.8 }", with: "\"anchor\": {\"alongTop\": 1.5}",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[3].arrows[0].anchor.alongTop", "1.5", "outside 0…1")),
        Corruption("alongTop written as a plain name", in: Demo.tutorial,
                   replace: "\"anchor\": { \"alongTop\": 0.3 }", with: "\"anchor\": \"alongTop\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[3].arrows[4].anchor", "needs a fraction", "{\"alongTop\": 0.5}")),
        Corruption("bend lft", in: Demo.tutorial,
                   replace: "\"bend\": \"left\"", with: "\"bend\": \"lft\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[3].arrows[0].bend", "unknown value \"lft\"", "did you mean \"left\"?")),
        Corruption("style tutorialkitt", in: Demo.tutorial,
                   replace: "\"style\": \"tutorialkit\"", with: "\"style\": \"tutorialkitt\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "style", "unknown value \"tutorialkitt\"", "did you mean \"tutorialkit\"?")),
        Corruption("button role dismis", in: Demo.tutorial,
                   replace: "\"role\": \"dismiss\"", with: "\"role\": \"dismis\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "steps[4].buttons[0].role", "unknown value \"dismis\"", "did you mean \"dismiss\"?")),
        Corruption("presentation style popver", in: Demo.proScreen,
                   replace: "\"settings\": { \"style\": \"popover\", \"frame\": [24, 110, 345, 380]",
                   with: "\"settings\": { \"style\": \"popver\", \"frame\": [24, 110, 345, 380]",
                   expect: ExpectedError(file: Demo.proScreen, path: "portrait.presentations.settings.style",
                                         "unknown value \"popver\"", "did you mean \"popover\"?")),
        Corruption("dimming colour that is not hex", in: Demo.tutorial,
                   replace: "\"color\": \"#000000\"", with: "\"color\": \"black\"",
                   expect: ExpectedError(file: Demo.tutorial, path: "theme.dimming.color", "\"black\" is not a colour", "#RRGGBB")),
    ]

    @Test("is rejected", arguments: cases)
    func rejected(_ corruption: Corruption) async throws {
        try await DemoProject.with { project in
            try corruption.apply(to: project)
            try await project.expectRejected(renderEverything, corruption.expected)
        }
    }
}
