import Foundation
import TourshotFuzzing
import TourshotImport
import TourshotLayout
import TourshotModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libFuzzer harness over tourshot's input path, an ordinary SwiftPM executable target so
/// it builds from the package's own targets. scripts/fuzz builds it with
/// `-sanitize=fuzzer,address` (libFuzzer linked in, LLVMFuzzerRunDriver exported); built
/// plainly, as by `swift build`, it only says how to build it.
///
/// Each input: the first byte picks which file of a private copy of the demo project the rest
/// replaces, and the whole input path then runs through `InputExercise`; or which capture
/// format the rest is read as (`CaptureExercise`). An unexpected outcome aborts so libFuzzer
/// keeps the input.
@main
enum FuzzHarness {
    static func main() {
        // Looked up rather than linked: a plain build has no libFuzzer (SwiftPM's executable
        // entry point is our `main`, so libFuzzer's own `main` is never used).
        guard let driver = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") else {
            FileHandle.standardError.write(Data("tourshot-fuzz was built without libFuzzer; run scripts/fuzz\n".utf8))
            exit(2)
        }
        typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
        typealias Driver = @convention(c) (UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                           Callback) -> CInt
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(unsafeBitCast(driver, to: Driver.self)(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    }
}

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
/// Selected after the project files (first byte 5–9): each capture format, read as
/// `--from` says and as detected; scripts/fuzz seeds each with a fixture of its format.
private let captureTargets: [CaptureFormat] = [.xcuitest, .appium, .idb, .maestro, .recursiveDescription]

private func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0,
          let root = fuzzProject ?? ProcessInfo.processInfo.environment["TOURSHOT_FUZZ_PROJECT"].map(URL.init(fileURLWithPath:))
    else { return 0 }
    fuzzProject = root
    let selector = Int(data[0]) % (targets.count + captureTargets.count)
    guard selector < targets.count else {
        let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
        for format in [captureTargets[selector - targets.count], nil] {
            if case .unexpected(let reason) = CaptureExercise.run(bytes, format: format) {
                FileHandle.standardError.write(Data("unexpected outcome (capture, --from \(format?.rawValue ?? "detected")): \(reason)\n".utf8))
                abort()
            }
        }
        return 0
    }
    let target = root.appendingPathComponent(targets[selector])
    guard let original = try? Data(contentsOf: target) else { return 0 }
    try? Data(bytes: data + 1, count: size - 1).write(to: target)
    defer { try? original.write(to: target) }
    if case .unexpected(let reason) = InputExercise.run(project: root.appendingPathComponent("tourshot.json"), measurer: FuzzMeasurer()) {
        FileHandle.standardError.write(Data("unexpected outcome: \(reason)\n".utf8))
        abort()
    }
    return 0
}
