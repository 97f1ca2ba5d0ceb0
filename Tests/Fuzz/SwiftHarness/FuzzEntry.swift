import Foundation
import TourshotFuzzing
import TourshotSwiftSource

/// The libFuzzer harness over tutorials read from Swift (`FuzzDriver`): each input replaces the
/// Instructions tour's Swift file in a private project (scripts/fuzz --swift), which the Swift
/// reader reads in process, as tourshot-swift-reader does. Anything but acceptance or a refusal
/// naming `File.swift:line:column` aborts so libFuzzer keeps the input.
@main
enum SwiftFuzzHarness {
    static let swiftFile = "Fixtures/swift/instructions/ProfileCoachMarks.swift"

    static func main() {
        let root = FuzzDriver.project("tourshot-fuzz-swift")
        FuzzDriver.run("tourshot-fuzz-swift") { input in
            FuzzDriver.replacing(root.appendingPathComponent(swiftFile), with: input) {
                if case .unexpected(let reason) = InputExercise.run(project: root.appendingPathComponent("tourshot.json"), measurer: FuzzMeasurer(),
                                                                    sourceReader: SwiftTutorialReader()) {
                    FuzzDriver.unexpected(reason)
                }
            }
        }
    }
}
