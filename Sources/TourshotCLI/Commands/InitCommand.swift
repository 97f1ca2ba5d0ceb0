import ArgumentParser
import Foundation
import TourshotLayout
import TourshotModel

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project in the current folder: tourshot.json, one screen file and a one-step tutorial.",
        discussion: """
        Each file names its JSON Schema ("$schema"), so an editor completes and checks it (docs/install.md). Existing files are never overwritten: init stops, writing nothing, when any of the three exists. The three are written all or none: validated as `validate` would first, and a failed write (a full disk) leaves the folder as it was.

        With --from APP (the app's folder), init reads the tutorial the app's Swift declares (as `tourshot import tutorial` does), finds the view controller whose file holds it and the storyboard or xib scene of that class, and writes the project: tourshot.json, the tutorial file and the scene solved for each device (--device, a comma-separated list; default \(AppFolderImport.defaultDevices)) in both orientations (as `tourshot import screen` does). Nothing is typed.

        With --capture, the screen file is `tourshot import screen`'s import of the capture (named after it: home.txt → home.screen.json), and the step points at the capture's first button (else its first labelled element).

        Examples:
          tourshot init
          tourshot init --device iphone-se --style spotlight
          tourshot init --capture home.debugDescription.txt
          tourshot init --from ../MyApp
        """)

    @Option(name: .long, help: ArgumentHelp("Device preset of the screen file (`tourshot devices` lists them).", discussion: "Default: iphone-15-pro; with --capture, the preset of the captured size; with --from, a comma-separated list (default \(AppFolderImport.defaultDevices)).", valueName: "preset"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("Reference system of the tutorial: \(TutorialStyle.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "style"))
    var style = TutorialStyle.standard

    @Option(name: .long, help: ArgumentHelp("Start the screen file from a capture (as `tourshot import screen` reads) instead of a preset.", valueName: "file"))
    var capture: String?

    @Option(name: .long, help: ArgumentHelp("Start from the app's folder: its Swift tutorial and the storyboard or xib scene it belongs to, solved for each device.", valueName: "app-folder"))
    var from: String?

    func validate() throws {
        if from != nil && capture != nil { throw ValidationError("give one of --from (the app's folder) and --capture (a capture of one screen)") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let from {
            let project = try AppFolderImport.project(from: from, devices: device, in: folder)
            try refuseExisting(project.texts.map(\.name), in: folder)
            try StarterFiles.write(project.texts, in: folder)
            project.notes.forEach { Console.out($0) }
            Console.out("wrote \(project.texts.map(\.name).joined(separator: ", "))")
            ["next:",
             "  tourshot validate                          # check the files",
             "  tourshot render --all-screens --both       # every step, device and orientation"].forEach { Console.out($0) }
            return
        }
        let files: StarterFiles
        if let capture {
            try refuseExisting([StarterFiles.projectName, CaptureImport.screenFileName(capture: capture), StarterFiles.tutorialName], in: folder)
            let screen = try CaptureImport.screen(fromCapture: capture, device: device, in: folder)
            var starter = StarterFiles(screenName: screen.name, screenText: screen.text, style: style)
            starter.targets = StarterTargets(focus: screen.focus.id, label: screen.focus.title ?? screen.focus.id, top: screen.focus.id,
                                             anchor: starter.targets.anchor)
            starter.targets.anchor = StarterAnchor.choose(for: starter, in: folder)
            files = starter
            screen.notes.forEach { Console.out($0) }
        } else {
            let device = self.device ?? "iphone-15-pro"
            guard let preset = DevicePreset.named(device) else {
                throw CommandFailure.invalidInput("--device \(DevicePreset.unknown(device))")
            }
            let screen = StarterFiles.screen(preset: preset)
            files = StarterFiles(screenName: screen.name, screenText: screen.text, style: style)
            try refuseExisting(files.names, in: folder)
        }
        try files.write(in: folder)
        Console.out("wrote \(files.names.joined(separator: ", "))")
        let edit = capture == nil
            ? "\(files.screenName) with your screen's element frames (points)"
            : "refresh \(files.screenName) from a new capture with `tourshot import screen CAPTURE --merge \(files.screenName)`"
        // A line each: the screen's name is the capture's, escaped like every line.
        ["next:",
         "  tourshot validate                          # check the three files",
         "  tourshot render --step 1 --out step1.png   # the step's picture",
         "  tourshot record                            # keep it as the golden image",
         "  tourshot check                             # compare with the golden (in CI: action.yml)",
         "edit \(StarterFiles.tutorialName) with your steps, and \(edit)"].forEach { Console.out($0) }
    }

    private func refuseExisting(_ names: [String], in folder: URL) throws {
        // lstat: a link, even one to nothing, is there too (and `StagedFiles` would not replace it).
        let existing = names.filter { (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($0).path)) != nil }
        guard existing.isEmpty else {
            throw CommandFailure.invalidInput("\(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : ""); nothing written (run init in a folder without them, or remove them)")
        }
    }
}
