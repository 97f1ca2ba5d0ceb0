import Foundation
import TourshotLayout
import TourshotModel

/// libFuzzer entry point (built by scripts/fuzz, not by SwiftPM): the first byte picks which
/// file of a private copy of the demo project the rest of the input replaces; the whole input
/// path then runs through `InputExercise`, and an unexpected outcome aborts so libFuzzer
/// keeps the input.
nonisolated(unsafe) private var fuzzProject: URL?

private struct FuzzMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec, wrapWidth: Double?) -> TourshotModel.Size {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = Double(lines.map(\.count).max() ?? 0) * font.size * 0.5
        return TourshotModel.Size(width: min(widest, wrapWidth ?? widest), height: Double(lines.count) * font.lineHeight)
    }
}

private let targets = ["tourshot.json", "Fixtures/approach/approach.tutorial.json", "Fixtures/approach/iphone-15-pro.screen.json",
                       "Fixtures/approach/iphone-se.screen.json", "Fixtures/approach/screenshots/settings-landscape.png"]

@_cdecl("LLVMFuzzerTestOneInput")
public func tourshotFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, let root = fuzzProject ?? ProcessInfo.processInfo.environment["TOURSHOT_FUZZ_PROJECT"].map(URL.init(fileURLWithPath:)) else { return 0 }
    fuzzProject = root
    let target = root.appendingPathComponent(targets[Int(data[0]) % targets.count])
    guard let original = try? Data(contentsOf: target) else { return 0 }
    try? Data(bytes: data + 1, count: size - 1).write(to: target)
    defer { try? original.write(to: target) }
    if case .unexpected(let reason) = InputExercise.run(project: root.appendingPathComponent("tourshot.json"), measurer: FuzzMeasurer()) {
        FileHandle.standardError.write(Data("unexpected outcome: \(reason)\n".utf8))
        abort()
    }
    return 0
}
