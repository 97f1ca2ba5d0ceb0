import Foundation
import TourshotModel

/// Reads a tutorial from Swift sources through tourshot-swift-reader, so the tourshot binary
/// needs no swift-syntax (docs/swift-sources.md). tourshot reads the files here, through the
/// project's path policy, and decodes the JSON the reader returns, so errors and positions are
/// those of an in-process read; a reader that is missing, crashes, hangs or answers nonsense is
/// one clear problem naming the tour's Swift file (exit 2).
public struct SwiftReaderProcess: TutorialSourceReading {
    /// Reading a few Swift files takes well under a second; this is for a reader that hangs.
    public static let defaultTimeout: TimeInterval = 60
    /// Far above any tutorial's JSON (its sources are 4 MiB each at most).
    static let outputLimit = 64 << 20

    let environment: [String: String]
    let timeout: TimeInterval

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                timeout: TimeInterval = SwiftReaderProcess.defaultTimeout) {
        self.environment = environment
        self.timeout = timeout
    }

    /// The tutorial JSON, its text and warnings (`import tutorial` writes the text).
    public func read(_ sources: [URL], provider: String?, elementIDs: Set<String> = [], policy: PathPolicy = .anywhere,
                     referencedFrom: String? = nil) throws(InputError) -> SwiftReaderWire.ReadTutorial {
        let files = try SwiftSourceTexts.load(sources, policy: policy, referencedFrom: referencedFrom)
        let swiftFiles = sources.map(InputFile.displayPath).joined(separator: ", ")
        func failure(_ message: String) -> InputError { InputError(file: swiftFiles, message: message) }
        let reader: URL
        switch SwiftReaderLocation.find(environment: environment) {
        case .success(let found): reader = found
        case .failure(let lookup):
            throw failure("reading Swift sources needs \(SwiftReaderLocation.name) (\(lookup.detail)); \(SwiftReaderLocation.fix)")
        }
        let request = SwiftReaderWire.Request(files: files, named: referencedFrom ?? swiftFiles, provider: provider, elementIDs: elementIDs)
        let input: [UInt8]
        let run: BoundedProcess
        do {
            input = Array(try SwiftReaderWire.encoder().encode(request))
            run = try BoundedProcess.run(reader, environment: environment, input: input, outputLimit: Self.outputLimit, timeout: timeout)
        } catch {
            throw failure("\(reader.path) could not be started (\(error)); \(SwiftReaderLocation.fix)")
        }
        let said = Self.firstLine(run.stderr).map { ": \($0)" } ?? ""
        switch run.ending {
        case .timedOut:
            throw failure("\(reader.path) gave no result within \(Int(timeout)) s and was stopped; rebuild it (`swift build --product \(SwiftReaderLocation.name)`) or report the Swift file")
        case .outputTooLarge:
            throw failure("\(reader.path) wrote over \(Self.outputLimit >> 20) MiB and was stopped; rebuild it (`swift build --product \(SwiftReaderLocation.name)`)")
        case .signalled(let signal):
            throw failure("\(reader.path) crashed (signal \(signal))\(said); report it with the Swift files it was given, or use a tutorial file meanwhile (docs/swift-sources.md)")
        case .unknown(let code):
            throw failure("\(reader.path) ended but how could not be learned (waitpid: \(String(cString: strerror(code))))\(said); was tourshot started with SIGCHLD ignored? Run it from a shell")
        case .exited(let status) where status != 0:
            throw failure("\(reader.path) exited with status \(status)\(said); \(SwiftReaderLocation.fix)")
        case .exited:
            break
        }
        let response: SwiftReaderWire.Response
        do {
            response = try SwiftReaderWire.decoder().decode(SwiftReaderWire.Response.self, from: Data(run.stdout))
        } catch {
            throw failure("\(reader.path) answered with no readable result; it may be another program or another tourshot's; \(SwiftReaderLocation.fix)")
        }
        guard response.version == SwiftReaderWire.version else {
            throw failure("\(reader.path) speaks wire version \(response.version), this tourshot \(SwiftReaderWire.version); \(SwiftReaderLocation.fix)")
        }
        if let tutorial = response.tutorial { return tutorial }
        guard !response.problems.isEmpty else { throw failure("\(reader.path) returned neither a tutorial nor a problem; \(SwiftReaderLocation.fix)") }
        throw InputError(response.problems.map(\.inputProblem))
    }

    /// The tutorial itself, decoded and validated as a tutorial file would be.
    public func tutorial(_ sources: [URL], provider: String?, elementIDs: Set<String>, policy: PathPolicy,
                         referencedFrom: String?) throws(InputError) -> Tutorial {
        let read = try read(sources, provider: provider, elementIDs: elementIDs, policy: policy, referencedFrom: referencedFrom)
        return try TutorialFileDecoder.decode(read.json, file: read.file)
    }

    static func firstLine(_ bytes: [UInt8]) -> String? {
        let line = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init)?
            .trimmingCharacters(in: .whitespaces)
        guard let line, !line.isEmpty else { return nil }
        return line.count > 300 ? String(line.prefix(300)) + "…" : line
    }
}
