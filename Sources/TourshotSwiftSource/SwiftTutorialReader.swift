import Foundation
import TourshotFiles
import TourshotModel

/// Reads a tutorial from an app's Swift sources (docs/swift-sources.md): the sources become the
/// tutorial JSON a `*.tutorial.json` holds, decoded by the same decoder, so validation, errors
/// and layout are those of the JSON file, and `tourshot import tutorial` writes that JSON.
public struct SwiftTutorialReader: TutorialSourceReading {
    public init() {}

    /// The tutorial JSON and the approximations made (each `File.swift:line:column: what`).
    public struct Result {
        public let json: JSONNode
        /// The file the steps were read from: the decoder's messages name it.
        public let file: String
        public let warnings: [String]
        /// The tour's answers the reading used.
        public let answered: [SwiftAnswerUse]
        /// The tour's answers its captures made unneeded.
        public var superseded: [SwiftAnswerSuperseded] = []
    }

    /// Reads `sources` (files or folders); `provider` picks the type when they hold several.
    /// `elementIDs`: the screens' element ids, for elements keyed by their id or label there
    /// (none: by property name).
    public func read(_ sources: [URL], provider: String?, answers: [SwiftAnswer] = [], elementIDs: Set<String> = [],
                     captures: [CaptureOutline] = [], policy: PathPolicy = .anywhere,
                     referencedFrom: String? = nil) throws(InputError) -> Result {
        let texts = try SwiftSourceTexts.load(sources, policy: policy, referencedFrom: referencedFrom)
        return try read(texts, named: referencedFrom ?? sources.map(InputFile.displayPath).joined(separator: ", "),
                        provider: provider, answers: answers, elementIDs: elementIDs, captures: captures)
    }

    /// Reads files already read (tourshot-swift-reader gets them from tourshot and opens
    /// nothing); `named` is the file the messages about choosing the tutorial name.
    public func read(_ texts: [SwiftSourceText], named: String, provider: String?, answers: [SwiftAnswer] = [],
                     elementIDs: Set<String>, captures: [CaptureOutline] = []) throws(InputError) -> Result {
        try read(try Self.parse(texts), named: named, provider: provider, answers: answers, elementIDs: elementIDs, captures: captures)
    }

    /// The files parsed, each within `Limits.swiftNesting` (the only failure: a problem of the
    /// files themselves, whatever is asked of them). `progress` is told which file is parsed.
    public static func parse(_ texts: [SwiftSourceText], progress: SwiftReadProgress? = nil) throws(InputError) -> ParsedSwiftSources {
        do { return ParsedSwiftSources(files: try SwiftSourceFiles.parse(texts, progress: progress)) } catch { throw InputError([error.problem]) }
    }

    /// `captures`: the tour's captures, where views the running app makes are found.
    public func read(_ parsed: ParsedSwiftSources, named: String, provider: String?, answers: [SwiftAnswer] = [],
                     elementIDs: Set<String>, captures: [CaptureOutline] = []) throws(InputError) -> Result {
        let files = parsed.files
        let book = SwiftAnswerBook(answers)
        var folder = ValueFolder(constants: StaticConstants(files), files: files)
        folder.answers = book
        let candidates = TutorialCandidate.all(in: files, folder: folder, elementIDs: elementIDs, captures: captures)
        let names = candidates.map(\.name)
        let chosen: TutorialCandidate
        if let provider {
            guard let match = candidates.first(where: { $0.name == provider }) else {
                throw InputError(file: named, message: "provider \"\(provider)\" is not in the sources read; candidates: \(listed(names))")
            }
            chosen = match
        } else {
            guard candidates.count == 1 else {
                if candidates.isEmpty, let refusal = ImperativeForms.refusal(in: files) ?? OnboardingReader.unheldRefusal(in: files) {
                    throw InputError([refusal.problem])
                }
                let why = candidates.isEmpty ? "the sources hold no TutorialStepProvider, onboarding pages (an array of a page type with title and description fields), Spotlight(elements:), CoachMarksControllerDataSource or PolarisGuideKit GuideStep()"
                                             : "the sources hold several tutorials"
                throw InputError(file: named, message: "\(why); name one with \"provider\" (candidates: \(listed(names)))")
            }
            chosen = candidates[0]
        }
        do {
            let (members, file, warnings) = try chosen.read()
            return Result(json: members.node(in: file, at: file.tree), file: file.displayPath, warnings: warnings, answered: book.used,
                          superseded: book.superseded)
        } catch {
            throw InputError([error.problem])
        }
    }

    /// The tutorial itself, decoded and validated as a tutorial file would be.
    public func tutorial(_ sources: [URL], provider: String?, answers: [SwiftAnswer] = [], elementIDs: Set<String>,
                         captures: [CaptureOutline] = [], policy: PathPolicy, referencedFrom: String?) throws(InputError) -> Tutorial {
        let result = try read(sources, provider: provider, answers: answers, elementIDs: elementIDs, captures: captures, policy: policy,
                              referencedFrom: referencedFrom)
        return try TutorialFileDecoder.decode(result.json, file: result.file).answered(result.answered, superseded: result.superseded)
    }

    public struct ParsedSwiftSources {
        let files: [SwiftSourceFile]
    }

    private func listed(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
