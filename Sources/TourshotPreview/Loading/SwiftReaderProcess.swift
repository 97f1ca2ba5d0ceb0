import Foundation
import TourshotFiles
import TourshotModel

/// Reads a tutorial from Swift sources through tourshot-swift-reader, so the tourshot binary
/// needs no swift-syntax (docs/swift-sources.md). tourshot reads the files here, through the
/// project's path policy, and decodes the JSON the reader returns, so errors and positions are
/// those of an in-process read; a reader that is missing, crashes, hangs or answers nonsense is
/// one clear problem naming the tour's Swift file (exit 2).
public struct SwiftReaderProcess: TutorialSourceReading {
    /// The reader stops itself at `Limits.swiftReaderSeconds` with a message naming the file it
    /// was reading; this is for a reader that cannot (one that hangs outright).
    public static let defaultTimeout = TimeInterval(Limits.swiftReaderSeconds + 15)
    /// Far above any tutorial's JSON (its sources are `Limits.swiftSourceBytes` together).
    static let outputLimit = 64 << 20

    let environment: [String: String]
    let timeout: TimeInterval
    /// Shared by every tour a run reads with this value: one read per set of files.
    let answers = SwiftReaderAnswers()

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                timeout: TimeInterval = SwiftReaderProcess.defaultTimeout) {
        self.environment = environment
        self.timeout = timeout
    }

    /// The tutorial JSON, its text and warnings (`import tutorial` writes the text).
    public func read(_ sources: [URL], provider: String?, answers: [SwiftAnswer] = [], elementIDs: Set<String> = [],
                     captures: [CaptureOutline] = [], policy: PathPolicy = .anywhere,
                     referencedFrom: String? = nil) throws(InputError) -> SwiftReaderWire.ReadTutorial {
        let files = try SwiftSourceTexts.load(sources, policy: policy, referencedFrom: referencedFrom)
        let swiftFiles = sources.map(InputFile.displayPath).joined(separator: ", ")
        func failure(_ message: String) -> InputError { InputError(file: swiftFiles, message: message) }
        // The folder whose files must not choose the program: the project's, else the current one.
        let project = policy == .anywhere ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath) : policy.root
        let reader: URL
        switch SwiftReaderLocation.find(environment: environment, project: project) {
        case .success(let found): reader = found
        case .failure(let lookup):
            throw failure("reading Swift sources needs \(SwiftReaderLocation.name) (\(lookup.detail)); \(SwiftReaderLocation.fix)")
        }
        let request = SwiftReaderWire.Request(files: files, named: referencedFrom ?? swiftFiles, provider: provider, elementIDs: elementIDs,
                                              captures: captures, answers: answers)
        let input: [UInt8]
        do {
            input = Array(try SwiftReaderWire.encoder().encode(request))
        } catch {
            throw failure("the request for \(reader.path) could not be written (\(error))")
        }
        let key = Data(input)
        if let known = self.answers.answer(key, files: files) { return try known.get() }
        let (answer, filesFailed) = run(reader, input: input, failure: failure)
        self.answers.keep(answer, request: key, files: files, filesFailed: filesFailed)
        return try answer.get()
    }

    /// One run of the reader: its tutorial or problems, and whether the failure is the files'
    /// own (the same whatever the provider and screens).
    private func run(_ reader: URL, input: [UInt8], failure: (String) -> InputError)
        -> (Result<SwiftReaderWire.ReadTutorial, InputError>, filesFailed: Bool) {
        let run: BoundedProcess
        do {
            run = try BoundedProcess.run(reader, environment: environment, input: input, outputLimit: Self.outputLimit, timeout: timeout)
        } catch {
            return (.failure(failure("\(reader.path) could not be started (\(error)); \(SwiftReaderLocation.fix)")), false)
        }
        let said = Self.firstLine(run.stderr).map { ": \($0)" } ?? ""
        switch run.ending {
        case .timedOut:
            return (.failure(failure("\(reader.path) gave no result within \(Int(timeout)) s and was stopped, though it stops itself after \(Limits.swiftReaderSeconds) s; it may be another program (\(SwiftReaderLocation.fix)), else report it with these Swift files and use a tutorial file meanwhile (docs/swift-sources.md)")), true)
        case .outputTooLarge:
            return (.failure(failure("\(reader.path) wrote over \(Self.outputLimit >> 20) MiB and was stopped; it may be another program: \(SwiftReaderLocation.fix)")), true)
        case .signalled(let signal):
            return (.failure(failure("\(reader.path) crashed (signal \(signal))\(said); report it with the Swift files it was given, or use a tutorial file meanwhile (docs/swift-sources.md)")), true)
        case .unknown(let code):
            return (.failure(failure("\(reader.path) ended but how could not be learned (waitpid: \(String(cString: strerror(code))))\(said); was tourshot started with SIGCHLD ignored? Run it from a shell")), false)
        case .exited(let status) where status != 0:
            return (.failure(failure("\(reader.path) exited with status \(status)\(said); \(SwiftReaderLocation.fix)")), false)
        case .exited:
            break
        }
        let response: SwiftReaderWire.Response
        do {
            response = try SwiftReaderWire.decoder().decode(SwiftReaderWire.Response.self, from: Data(run.stdout))
        } catch {
            return (.failure(failure("\(reader.path) answered with no readable result; it may be another program or another tourshot's; \(SwiftReaderLocation.fix)")), false)
        }
        guard response.version == SwiftReaderWire.version else {
            return (.failure(failure("\(reader.path) speaks wire version \(response.version), this tourshot \(SwiftReaderWire.version); \(SwiftReaderLocation.fix)")), false)
        }
        if let tutorial = response.tutorial { return (.success(tutorial), false) }
        guard !response.problems.isEmpty else {
            return (.failure(failure("\(reader.path) returned neither a tutorial nor a problem; \(SwiftReaderLocation.fix)")), false)
        }
        return (.failure(InputError(response.problems.map(\.inputProblem))), response.exceededLimit == true)
    }

    /// The tutorial itself, decoded and validated as a tutorial file would be.
    public func tutorial(_ sources: [URL], provider: String?, answers: [SwiftAnswer], elementIDs: Set<String>,
                         captures: [CaptureOutline] = [], policy: PathPolicy, referencedFrom: String?) throws(InputError) -> Tutorial {
        let read = try read(sources, provider: provider, answers: answers, elementIDs: elementIDs, captures: captures, policy: policy,
                            referencedFrom: referencedFrom)
        return try TutorialFileDecoder.decode(read.json, file: read.file).answered(read.answered, superseded: read.superseded)
    }

    static func firstLine(_ bytes: [UInt8]) -> String? {
        let line = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init)?
            .trimmingCharacters(in: .whitespaces)
        guard let line, !line.isEmpty else { return nil }
        return line.count > 300 ? String(line.prefix(300)) + "…" : line
    }
}
