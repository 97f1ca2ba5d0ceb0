import ArgumentParser
import Foundation
import TourshotFiles
import TourshotImport
import TourshotModel

struct ImportScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Write or update a screen file from an XCUITest, Appium, idb, Maestro or UIView recursiveDescription capture, or solve one from an Interface Builder .storyboard or .xib.",
        discussion: """
        Reads the element tree a UI-test tool prints (the format is detected unless --from says it): the screen size from the application or window frame, the orientation from the size, every element with an accessibility identifier keyed by it and every other labelled element by its label in lowerCamelCase, frames exactly as captured. Zero-size elements, the application and window, and elements with neither identifier nor label are left out.

        A .storyboard or .xib is solved with Auto Layout for each device asked for (--device PRESET, a comma-separated list or all; default the document's design device), both orientations in each device's file unless --orientation says one; --scene names the scene (a storyboard identifier, a view controller's custom class or an IB object id; a document of one scene needs none). Elements are keyed by the outlet property connecting them to their view controller or File's Owner, else their accessibility identifier, else their IB label. Several devices write one file each, the device's id added to the name (home-iphone-15.screen.json); --merge solves the scene again for the file's own device and merges both orientations.

        --out writes a new file (scale and safe area from --device, or from the preset whose size matches). --merge updates one orientation of an existing file: frames of known ids replaced, new elements added, vanished ones reported (removed with --prune), every hand-written key kept. The result is validated before anything is written, and written atomically.

        Exit status: 0 written (or already up to date), 2 invalid input (the file and what is wrong and expected; nothing written).

        Examples:
          tourshot import screen home.debugDescription.txt --screenshot home.png --out Fixtures/home.screen.json
          tourshot import screen source.xml --device iphone-15 --out Fixtures/home.screen.json
          tourshot import screen landscape.json --from idb --merge Fixtures/home.screen.json --prune
          tourshot import screen Main.storyboard --scene HomeViewController --device iphone-15 --orientation landscape --out home.screen.json
          tourshot import screen Main.storyboard --scene HomeViewController --device all --out Previews/home.screen.json
        """)

    @Argument(help: ArgumentHelp("The capture file (debugDescription text, page source XML or JSON, idb or maestro JSON) or a .storyboard or .xib.", valueName: "capture"))
    var capture: String

    @Option(name: .long, help: ArgumentHelp("The capture's format (default: detected from the content).", valueName: "xcuitest|appium|idb|maestro|recursive-description"))
    var from: CaptureFormat?

    @Option(name: .long, help: ArgumentHelp("A screenshot of the same screen, attached as the capture's background after checking it is size × scale pixels (a recursiveDescription snapshot's PNG beside it is taken when it fits).", valueName: "png"))
    var screenshot: String?

    @Option(name: .long, help: ArgumentHelp("The device preset for scale and safe area (default: the preset of the captured size, or an Interface Builder document's design device). For a .storyboard or .xib also a comma-separated list or all: one file per device. Only with --out.", valueName: "preset"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("The scene of a .storyboard or .xib: a storyboard identifier, a view controller's custom class or an IB object id (not needed for a document of one scene).", valueName: "scene"))
    var scene: String?

    @Option(name: .long, help: ArgumentHelp("The capture's orientation (default: from its size).", valueName: "portrait|landscape"))
    var orientation: Orientation?

    @Option(name: .long, help: ArgumentHelp("The screen's name (default: the file stem). Only with --out.", valueName: "name"))
    var name: String?

    @OptionGroup var destination: ScreenDestinationOptions

    @Flag(name: .long, help: "Let --out, --merge and --screenshot name files outside the current folder (refused by default).")
    var allowOutside = false

    func run() throws {
        let here = PathPolicy.currentFolder(allowsOutside: allowOutside,
                                            fix: "keep the screen file and its screenshot inside the current folder, or pass --allow-outside")
        let text = PangoIBTextMeasurer.forImportInCurrentFolder(allowOutside: allowOutside)
        let request = ScreenImport.Request(
            capture: URL(fileURLWithPath: capture), destination: destination.destination, format: from,
            screenshot: screenshot.map { URL(fileURLWithPath: $0) }, device: device,
            orientation: orientation, name: name, policy: here,
            schema: StarterFiles.schemaURL("screen"), scene: scene, textMeasurer: text.measurer, textMeasurerFailure: text.failure)
        let plans: [ScreenImport.Plan]
        do { plans = try ScreenImport.plans(request) } catch { throw CommandFailure.invalidInput(error.lines) }
        if case .new = destination.destination, let first = plans.first {
            // Every file of the import (one per device) is in --out's folder; new files are
            // linked into place together: one that appeared meanwhile is not replaced.
            let folder = first.destination.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try StagedFiles.stage(plans.map { ($0.destination.lastPathComponent, Array($0.text.utf8)) }, in: folder).commit()
        } else if let plan = plans.first, !plan.isUpToDate {
            try FileManager.default.createDirectory(at: plan.destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Array(plan.text.utf8), to: plan.destination, linksWithin: here.root)
        }
        plans.forEach { $0.messages.forEach { Console.out($0) } }
    }
}

/// `--out`, `--merge` and `--prune` of `import screen`: where the screen file goes, one of a new
/// file and an existing one to update.
struct ScreenDestinationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write a new screen file.", valueName: "file.screen.json"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp("Update this screen file's orientation from the capture.", valueName: "file.screen.json"))
    var merge: String?

    @Flag(name: .long, help: "With --merge: remove the elements the capture no longer has.")
    var prune = false

    func validate() throws {
        guard (out == nil) != (merge == nil) else { throw ValidationError("give one of --out FILE.screen.json (a new file) and --merge FILE.screen.json (update one)") }
        if prune && merge == nil { throw ValidationError("--prune works with --merge") }
        if let file = out ?? merge, !file.hasSuffix(".screen.json") {
            throw ValidationError("\(out != nil ? "--out" : "--merge") \(file) must name a .screen.json file")
        }
    }

    /// After `validate()`, exactly one of `--out` and `--merge` is given.
    var destination: ScreenImport.Destination {
        if let out { .new(URL(fileURLWithPath: out)) } else { .merge(URL(fileURLWithPath: merge ?? ""), prune: prune) }
    }
}
