import Foundation
import TourshotLayout
import TourshotModel

/// The three files `tourshot init` writes: a project, one screen and a one-step tutorial, each
/// naming its JSON Schema so an editor completes and checks it (docs/install.md).
struct StarterFiles {
    static let projectName = "tourshot.json"
    static let tutorialName = "onboarding.tutorial.json"
    /// The schemas' `$id`s (schema/*.schema.json); editors map them to the files (docs/install.md).
    static func schemaURL(_ kind: String) -> String { "https://tourshot.dev/schema/\(kind).schema.json" }

    let screenName: String
    let screenText: String
    let style: TutorialStyle
    /// What the step may point at: a preset's primary button, and its title for a style whose
    /// card goes below its focus (`StarterTargets`); `StarterAnchor` picks the arrow's anchor.
    var targets = StarterTargets(focus: "primaryButton", label: "Get started", top: "title", anchor: "top")

    var names: [String] { [Self.projectName, screenName, Self.tutorialName] }

    var texts: [(name: String, text: String)] {
        [(Self.projectName, projectText), (screenName, screenText), (Self.tutorialName, tutorialText)]
    }

    /// Through the one JSON writer: the screen's name comes from the capture's file name,
    /// which may hold quotes, backslashes or control characters.
    var projectText: String {
        let tour = JSONOutput.object([("name", .string("onboarding")), ("tutorial", .string(Self.tutorialName)),
                                      ("screens", .array([.string(screenName)]))])
        return JSONOutput.object([("$schema", .string(Self.schemaURL("project"))), ("tours", .array([tour])),
                                  ("goldens", .string("GoldenImages")), ("output", .string("out"))]).serialized() + "\n"
    }

    /// A screen from a device preset: a title and a primary button placed inside the safe area,
    /// the two elements the starter step points at. Replace them with the app's own frames.
    static func screen(preset: DevicePreset) -> (name: String, text: String) {
        let size = preset.portraitSize, safe = preset.portraitSafeArea
        let width = size.width - 40
        let title = [20, safe.top + 24, width, 44]
        let button = [20, size.height - safe.bottom - 16 - 50, width, 50]
        func frame(_ values: [Double]) -> String { "[" + values.map { Self.number($0) }.joined(separator: ", ") + "]" }
        let text = """
            {
              "$schema": "\(schemaURL("screen"))",
              "name": "\(preset.id)",
              "device": "\(preset.id)",
              "portrait": {
                "elements": {
                  "title": { "frame": \(frame(title)), "title": "Welcome" },
                  "primaryButton": { "frame": \(frame(button)), "cornerRadius": 12, "title": "Get started" }
                }
              }
            }

            """
        return ("\(preset.id).screen.json", text)
    }

    var tutorialText: String {
        """
        {
          "$schema": "\(Self.schemaURL("tutorial"))",
          "style": "\(style.rawValue)",\(starter.elements.map { "\n  \"elements\": \($0)," } ?? "")
          "steps": [
            \(starter.step)
          ]
        }

        """
    }

    /// The step in the chosen system's own terms (each style's `starter`, in its folder).
    var starter: StarterStep { ReferenceStyles.style(style).starter(targets) }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
