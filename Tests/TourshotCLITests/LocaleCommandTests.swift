import Foundation
import Testing

/// `--locale` and `--pseudo` through the built binary, on the demo's `locales` tour.
@Suite("locales")
struct LocaleCommandTests {
    @Test("lint names the locale of a German label that runs off screen, with its searched fix; exit 1")
    func germanLabelOffScreen() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("lint", "--tour", "locales", "--locale", "de", "--step", "2")
            #expect(result.status == 1, "\(result)")
            #expect(result.stdout == """
            locales-iphone-15-step02-portrait-de (step 2 of 3, portrait, iphone-15, locale de):
              error label-offscreen accountButton: label "Kontoeinstellungen und Datenschutz" reaches 80 pt past the right edge of the screen; the device draws it cut off
                fix: set angle 60 and length 100 on the arrow to "accountButton": its label then stays inside the safe area, clear of the other labels, the card, the targets and the other arrows (keep landscape as it is with angleH 0 and lengthH 60)
            lint: 1 warning (1 error) in 1 of 1 images

            """)
            let english = try await project.run("lint", "--tour", "locales", "--locale", "en", "--step", "2")
            #expect(english.status == 0, "\(english)")
        }
    }

    @Test("--pseudo double doubles every text; an unknown pseudolanguage is exit 2")
    func pseudo() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("layout", "--tour", "locales", "--locale", "en", "--step", "1", "--pseudo", "double")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains(#""title": "Welcome Welcome""#))
            #expect(result.stdout.contains(#""title": "Next Next""#))
            let bad = try await project.run("render", "--pseudo", "long")
            #expect(bad.status == 2, "\(bad)")
            #expect(bad.stderr.contains("double"))
        }
    }
}
