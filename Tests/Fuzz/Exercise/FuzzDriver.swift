import Foundation
import TourshotLayout
import TourshotModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's driver for the harness executables (`tourshot-fuzz`, `tourshot-fuzz-swift`),
/// ordinary SwiftPM executable targets so they build from the package's own targets.
/// scripts/fuzz builds them with `-sanitize=fuzzer,address` (libFuzzer linked in,
/// LLVMFuzzerRunDriver exported); built plainly, as by `swift build`, they only say how to build them.
public enum FuzzDriver {
    /// The harness's handling of one input; a C callback cannot capture it, so it is kept here.
    nonisolated(unsafe) private static var oneInput: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// Runs libFuzzer with `body` for every input (never an empty one) and exits with its status.
    public static func run(_ harness: String, _ body: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
        // Looked up rather than linked: a plain build has no libFuzzer (SwiftPM's executable
        // entry point is our `main`, so libFuzzer's own `main` is never used).
        guard let driver = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") else {
            FileHandle.standardError.write(Data("\(harness) was built without libFuzzer; run scripts/fuzz\n".utf8))
            exit(2)
        }
        oneInput = body
        typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
        typealias Driver = @convention(c) (UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                           Callback) -> CInt
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(unsafeBitCast(driver, to: Driver.self)(&argc, &argv) { data, size in
            if let data, size > 0 { FuzzDriver.oneInput?(UnsafeBufferPointer(start: data, count: size)) }
            return 0
        })
    }

    /// Stops the run so libFuzzer keeps the input.
    public static func unexpected(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("unexpected outcome: \(reason)\n".utf8))
        abort()
    }

    /// Replaces `file` with `bytes` while `body` runs, then puts the original back.
    public static func replacing(_ file: URL, with bytes: UnsafeBufferPointer<UInt8>, _ body: () -> Void) {
        guard let original = try? Data(contentsOf: file) else { return }
        try? Data(buffer: bytes).write(to: file)
        defer { try? original.write(to: file) }
        body()
    }

    /// The project the harness's inputs go into (`TOURSHOT_FUZZ_PROJECT`, set by scripts/fuzz);
    /// without it the harness stops rather than fuzz nothing and report success.
    public static func project(_ harness: String) -> URL {
        guard let path = ProcessInfo.processInfo.environment["TOURSHOT_FUZZ_PROJECT"], !path.isEmpty else {
            FileHandle.standardError.write(Data("\(harness): TOURSHOT_FUZZ_PROJECT names no project; run it through scripts/fuzz\n".utf8))
            exit(2)
        }
        return URL(fileURLWithPath: path)
    }
}

/// Text sizes without fonts: half the font size per character, one line height per line.
public struct FuzzMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, font: FontSpec, wrapWidth: Double?) -> TourshotModel.Size {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = Double(lines.map(\.count).max() ?? 0) * font.size * 0.5
        return TourshotModel.Size(width: min(widest, wrapWidth ?? widest), height: Double(lines.count) * font.lineHeight)
    }

    public func measureKeepingBreakSpaces(_ text: String, font: FontSpec, wrapWidth: Double) -> TourshotModel.Size {
        measure(text, font: font, wrapWidth: wrapWidth)
    }
}
