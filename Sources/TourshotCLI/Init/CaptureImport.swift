import Foundation
import TourshotFiles
import TourshotImport
import TourshotModel

/// The screen file `tourshot init --capture FILE` starts from: `tourshot import screen`'s own
/// import (`ScreenImport.plan`: the same format detection, device matching and errors), into a
/// new file named after the capture, plus the element the starter step points at.
enum CaptureImport {
    /// `home.debugDescription.txt` → `home.screen.json`: the capture's name up to its first dot.
    static func screenFileName(capture path: String) -> String {
        let stem = URL(fileURLWithPath: path).lastPathComponent.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init)
        return "\(stem?.isEmpty == false ? stem! : "screen").screen.json"
    }

    /// Reads the capture into the text of `screenFileName(capture:)` in `folder`; writes nothing.
    /// Throws the importer's errors (naming the capture) as invalid input.
    /// `notes` are the importer's lines for the terminal (elements read, device chosen).
    static func screen(fromCapture path: String, device: String?, in folder: URL)
        throws -> (name: String, text: String, focus: CapturedElement, notes: [String]) {
        let name = screenFileName(capture: path)
        let request = ScreenImport.Request(
            capture: URL(fileURLWithPath: path), destination: .new(folder.appendingPathComponent(name)), device: device,
            policy: PathPolicy(root: folder), schema: StarterFiles.schemaURL("screen"))
        let plan: ScreenImport.Plan
        do { plan = try ScreenImport.plan(request) } catch { throw CommandFailure.invalidInput(error.lines) }
        guard let focus = ImportedScreen.starterFocus(plan.screen.elements) else {
            throw CommandFailure.invalidInput("--capture \(path): has no element with an identifier or a label for the starter step to point at; capture a screen with labelled controls")
        }
        // init writes the file with the others, so the importer's outcome line is not shown.
        return (name, plan.text, focus, plan.notes)
    }
}
