import Foundation
import TourshotFuzzing
import TourshotImport

/// The libFuzzer harness over tourshot's input path (`FuzzDriver`). Each input: the first byte
/// picks which file of a private copy of the demo project the rest replaces (0–4), and the whole
/// input path then runs through `InputExercise`; or which capture format the rest is read as
/// (5–9, `CaptureExercise`). An unexpected outcome aborts so libFuzzer keeps the input.
@main
enum FuzzHarness {
    static let targets = ["tourshot.json", "Fixtures/approach/approach.tutorial.json", "Fixtures/approach/iphone-15-pro.screen.json",
                          "Fixtures/approach/iphone-se.screen.json", "Fixtures/approach/screenshots/settings-landscape.png"]
    /// Each capture format, read as `--from` says and as detected; scripts/fuzz seeds each with a
    /// fixture of its format.
    static let captureTargets: [CaptureFormat] = [.xcuitest, .appium, .idb, .maestro, .recursiveDescription]

    static func main() {
        let root = FuzzDriver.project("tourshot-fuzz")
        FuzzDriver.run("tourshot-fuzz") { input in
            let selector = Int(input[0]) % (targets.count + captureTargets.count)
            let rest = UnsafeBufferPointer(rebasing: input.dropFirst())
            guard selector < targets.count else {
                for format in [captureTargets[selector - targets.count], nil] {
                    if case .unexpected(let reason) = CaptureExercise.run(Array(rest), format: format) {
                        FuzzDriver.unexpected("capture, --from \(format?.rawValue ?? "detected"): \(reason)")
                    }
                }
                return
            }
            FuzzDriver.replacing(root.appendingPathComponent(targets[selector]), with: rest) {
                if case .unexpected(let reason) = InputExercise.run(project: root.appendingPathComponent("tourshot.json"), measurer: FuzzMeasurer()) {
                    FuzzDriver.unexpected(reason)
                }
            }
        }
    }
}
