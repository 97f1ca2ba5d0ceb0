import Foundation
import Testing

/// `--locale` and `--pseudo` through the built binary, on the demo's `locales` tour.
@Suite("locales")
struct LocaleCommandTests {
    @Test("lint names the locale of a German label that runs off screen, with its searched fix; exit 1")
    func germanLabelOffScreen() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("lint", "--tour", "locales", "--screen", "iphone-15", "--locale", "de", "--step", "2")
            #expect(result.status == 1, "\(result)")
            #expect(result.stdout == """
            locales-iphone-15-step02-portrait-de (step 2 of 3, portrait, iphone-15, locale de):
              error label-offscreen accountButton: label "Kontoeinstellungen und Datenschutz" reaches 78.5 pt past the right edge of the screen; the device draws it cut off
                fix: set angle 60 and length 100 on the arrow to "accountButton": its label then stays inside the safe area, clear of the other labels, the card, the targets and the other arrows (keep landscape as it is with angleH 0 and lengthH 60)
              warning small-target: button "Überspringen" is 89.6×16.7 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame
              warning small-target: button "Weiter" (its text; the capsule around it is not part of the Button) is 43.6×16.7 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame
              warning low-contrast: text "Kontoeinstellungen und Datenschutz" has contrast 2.2:1, #FFFFFF on #ABAFB3 behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)
                fix: set "theme": {"dimming": {"opacity": 0.7}} in the tutorial: the text then has contrast 4.9:1
              warning low-contrast searchField: the arrow to "searchField" has contrast 2.7:1 along its curve and head, #FFFFFF on #979B9F beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)
                fix: set "theme": {"dimming": {"opacity": 0.7}} in the tutorial: the arrow then reaches 3.0:1
              warning low-contrast accountButton: the arrow to "accountButton" has contrast 2.7:1 along its curve and head, #FFFFFF on #9A9C9E beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)
                fix: set "theme": {"dimming": {"opacity": 0.7}} in the tutorial: the arrow then reaches 3.0:1
            lint: 6 warnings (1 error) in 1 of 1 images

            """)
            let english = try await project.run("lint", "--tour", "locales", "--screen", "iphone-15", "--locale", "en", "--step", "2")
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

    @Test("strings outside the project and a broken catalog are refused with file, path and position; exit 2")
    func badStrings() async throws {
        try await DemoProject.with { project in
            try project.replace(#""strings": "Fixtures/locales/Localizable.xcstrings""#, with: #""strings": "../Localizable.xcstrings""#, in: Demo.project)
            let outside = try await project.run("lint", "--tour", "locales")
            #expect(outside.status == 2, "\(outside)")
            // The path as resolved (the temporary folder's parent), then the reason.
            #expect(outside.stderr.contains("tourshot.json: tours[12].strings: path /"), "\(outside)")
            #expect(outside.stderr.contains("/Localizable.xcstrings leads outside the project folder"), "\(outside)")
        }
        try await DemoProject.with { project in
            try project.replace(#""value": "Willkommen""#, with: #""valu": "Willkommen""#, in: "Fixtures/locales/Localizable.xcstrings")
            let broken = try await project.run("validate")
            #expect(broken.status == 2, "\(broken)")
            #expect(broken.stderr.contains(#"Fixtures/locales/Localizable.xcstrings: strings.Welcome.localizations.de.stringUnit: missing required key "value" (line 14, column 25)"#), "\(broken)")
            #expect(broken.stdout.isEmpty)
        }
    }
}
