import Foundation
import Testing
import TourshotTestSupport

/// Tutorials read from Swift sources through the command line: the Swift approach tour renders
/// the JSON tour's exact bytes, `import tutorial` writes a loadable file, and every refusal exits
/// 2 naming `File.swift:line:column`, the argument and what would work.
@Suite("Swift sources")
struct SwiftSourceCommandTests {
    static func copySwiftProject(_ project: DemoProject) throws {
        try FileManager.default.copyItem(at: RepositoryPaths.path("tourshot.swift-sources.json"), to: project.url("tourshot.swift-sources.json"))
    }

    @Test("the approach tour read from Swift renders byte-identical PNGs to the JSON tour")
    func byteIdenticalRender() async throws {
        try await DemoProject.with { project in
            try Self.copySwiftProject(project)
            let selection = ["--all", "--both", "--screen", "iphone-se"]
            let json = try await project.run(["render", "--tour", "approach", "--out", "json"] + selection)
            let swift = try await project.run(["render", "--project", "tourshot.swift-sources.json", "--tour", "approach-swift", "--out", "swift"] + selection)
            #expect(json.status == 0, "\(json)")
            #expect(swift.status == 0, "\(swift)")
            let names = try FileManager.default.contentsOfDirectory(atPath: project.url("json").path).sorted()
            #expect(names.count == 10, "5 steps × 2 orientations: \(names)")
            for name in names {
                let twin = name.replacingOccurrences(of: "approach-", with: "approach-swift-")
                #expect(try project.data("json/\(name)") == project.data("swift/\(twin)"), "\(name) differs from \(twin)")
            }
        }
    }

    @Test("the Instructions (coach view colours and answered values too), Polaris and app-declared onboarding tours read from Swift render byte-identical PNGs to their JSON twins",
          arguments: [("instructions", 5), ("instructions-var", 4), ("instructions-colors", 2), ("instructions-answers", 3), ("polaris", 4), ("onboarding-pages", 3)])
    func imperativeTwins(_ style: String, steps: Int) async throws {
        try await DemoProject.with { project in
            try Self.copySwiftProject(project)
            let selection = ["--project", "tourshot.swift-sources.json", "--all", "--both"]
            let json = try await project.run(["render", "--tour", "\(style)-twin", "--out", "json"] + selection)
            let swift = try await project.run(["render", "--tour", "\(style)-swift", "--out", "swift"] + selection)
            #expect(json.status == 0, "\(json)")
            #expect(swift.status == 0, "\(swift)")
            let names = try FileManager.default.contentsOfDirectory(atPath: project.url("json").path).sorted()
            #expect(names.filter { $0.hasSuffix(".png") }.count == steps * 2, "\(steps) steps × 2 orientations: \(names)")
            for name in names where name.hasSuffix(".png") {
                let twin = name.replacingOccurrences(of: "\(style)-twin", with: "\(style)-swift")
                #expect(try project.data("json/\(name)") == project.data("swift/\(twin)"), "\(name) differs from \(twin)")
            }
        }
    }

    @Test("import tutorial writes a tutorial file that validates like the original")
    func importWritesJSON() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("import", "tutorial", "Fixtures/swift/approach", "--out", "imported.tutorial.json")
            #expect(result.status == 0, "\(result)")
            #expect(result.stderrLines == ["warning: Fixtures/swift/approach/ApproachSteps.swift:51:26: cardContent: custom SwiftUI card approximated by its buttons"], "\(result)")
            let text = try project.text("imported.tutorial.json")
            #expect(text.contains("\"headingBug\": \"Drag heading bug\\nto make aircraft turn\""), "\(text)")
            #expect(text.contains("\"anchor\": {\n            \"alongTop\": 0.8\n          }"), "\(text)")
        }
    }

    /// One Swift source with `body` as the provider's only step, imported.
    static func importStep(_ project: DemoProject, _ step: String) async throws -> CLIResult {
        try project.write("Steps.swift", """
        extension TutorialElement {
            static let search = TutorialElement("Search")
        }
        func runtimeTitle() -> String { "x" }
        struct Steps: TutorialStepProvider {
            static var steps: [TutorialStep] { [
                \(step),
            ] }
        }
        """)
        return try await project.run("import", "tutorial", "Steps.swift", "--out", "t.tutorial.json")
    }

    @Test("refusals name File.swift:line:column, the argument and what would work",
          arguments: [
            (#"TutorialStep(title: runtimeTitle(), body: "b")"#, "Steps.swift:7:29: title: the function call `runtimeTitle()` is computed when the app runs; write a literal or a `static let` constant"),
            (#"TutorialStep(title: "Hi \(user.name)", body: "b")"#, "Steps.swift:7:33: title: the interpolation `\\(user.name)` is a runtime value; interpolate only `static let` constants or write the text"),
            (#"TutorialStep(title: "t", body: "b", arrows: isPad ? [] : [TutorialArrow(.search)])"#, "Steps.swift:7:53: arrows: expected an array literal `[TutorialArrow(…), …]`; `isPad` chooses between `[]` or `[TutorialArrow(.search)]` when the app runs; write the one to preview (a tour per case for the others)"),
            (#"TutorialStep(title: "t", body: "b", arrows: [TutorialArrow(.serch)])"#, "Steps.swift:7:68: element: `.serch` is not a `static let` of a TutorialElement extension in the sources read; declare it there"),
            (#"TutorialStep(title: "t", body: "b", colour: 3)"#, "Steps.swift:7:45: colour: TutorialStep has no argument `colour` tourshot reads"),
            (#"TutorialStep(title: "t", body: "b", arrows: [TutorialArrow(.search, length: Layout.gap)])"#, "Steps.swift:7:85: length: `Layout.gap` is not a `static let` constant in the sources read"),
          ])
    func refusals(step: String, expected: String) async throws {
        try await DemoProject.with(empty: true) { project in
            let result = try await Self.importStep(project, step)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains(expected), "expected \(expected.debugDescription) in:\n\(result)")
            #expect(!FileManager.default.fileExists(atPath: project.url("t.tutorial.json").path), "nothing written on refusal")
        }
    }

    @Test("an Instructions or Polaris fixture changed to a runtime value exits 2 at that value, writing nothing",
          arguments: [
            ("Fixtures/swift/instructions/ProfileCoachMarks.swift", "hintLabel.text = hints[index]", "hintLabel.text = user.hint",
             "Fixtures/swift/instructions/ProfileCoachMarks.swift:79:46: coachViews.bodyView.hintLabel.text: `user.hint` is not a `static let` constant in the sources read"),
            ("Fixtures/swift/polaris/MultiStepGuide.swift", "step1.focusView = favoritesCell", "step1.focusView = cell(at: 0)",
             "Fixtures/swift/polaris/MultiStepGuide.swift:35:27: focusView: `cell(at: 0)` is not a view named by its property"),
          ])
    func imperativeRefusals(file: String, original: String, changed: String, expected: String) async throws {
        try await DemoProject.with { project in
            try project.replace(original, with: changed, in: file)
            let result = try await project.run("import", "tutorial", file, "--out", "t.tutorial.json")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("error: \(expected)"), "expected \(expected.debugDescription) in:\n\(result)")
            #expect(!FileManager.default.fileExists(atPath: project.url("t.tutorial.json").path), "nothing written on refusal")
        }
    }

    @Test("several tutorials and no provider: exit 2 listing the candidates")
    func providerNeeded() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("import", "tutorial", "Fixtures/swift", "--out", "t.tutorial.json")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("the sources hold several tutorials; name one with \"provider\" (candidates: ApproachSteps, IntroViewModel, OnboardingView, homeSequence, FeedViewController, ShelfTipsViewController, TipsViewController, ProfileViewController, InboxViewController, startGuideTapped)"), "\(result)")
            // A data source is picked by its type's name, a Polaris guide by its function's.
            for (provider, style) in [("ProfileViewController", "instructions"), ("startGuideTapped", "polaris")] {
                let picked = try await project.run("import", "tutorial", "Fixtures/swift", "--provider", provider, "--out", "\(provider).tutorial.json")
                #expect(picked.status == 0, "\(picked)")
                #expect(try project.text("\(provider).tutorial.json").contains("\"style\": \"\(style)\""))
            }
        }
    }

    @Test("a tour naming Swift sources checks their ids against its screens")
    func tourCrossCheck() async throws {
        try await DemoProject.with { project in
            try Self.copySwiftProject(project)
            try project.replace("static let courseLabel ", with: "static let courseLabl ", in: "Fixtures/swift/approach/ApproachElements.swift")
            try project.replace("TutorialArrow(.courseLabel,", with: "TutorialArrow(.courseLabl,", in: "Fixtures/swift/approach/ApproachSteps.swift")
            let result = try await project.run("validate", "--project", "tourshot.swift-sources.json")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("Fixtures/swift/approach: step 4 (steps[3].arrows[2].element): unknown element \"courseLabl\"; did you mean \"courseLabel\"?"), "\(result)")
        }
    }

    @Test("a Polaris focus view and an Instructions coach-mark view are screen elements by property name")
    func imperativeCrossCheck() async throws {
        try await DemoProject.with { project in
            try Self.copySwiftProject(project)
            try project.replace("step1.focusView = favoritesCell", with: "step1.focusView = favoritesCel", in: "Fixtures/swift/polaris/MultiStepGuide.swift")
            try project.replace("makeCoachMark(for: bio)", with: "makeCoachMark(for: biography)", in: "Fixtures/swift/instructions/ProfileCoachMarks.swift")
            let result = try await project.run("validate", "--project", "tourshot.swift-sources.json")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("Fixtures/swift/polaris: step 1 (steps[0].highlights[0].element): unknown element \"favoritesCel\"; did you mean \"favoritesCell\"?"), "\(result)")
            #expect(result.stderr.contains("Fixtures/swift/instructions: step 4 (steps[3].highlights[0].element): unknown element \"biography\""), "\(result)")
        }
    }
}
