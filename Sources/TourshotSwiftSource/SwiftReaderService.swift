import TourshotModel

/// tourshot-swift-reader's one job: a request's texts in, the tutorial JSON or the problems out.
/// It opens no file; tourshot reads the sources through the project's path policy and decodes
/// the JSON, so its messages are those of an in-process read (docs/swift-sources.md).
public enum SwiftReaderService {
    /// `progress`: which file is being read, for the reader's watchdog.
    public static func respond(to request: SwiftReaderWire.Request, progress: SwiftReadProgress? = nil) -> SwiftReaderWire.Response {
        guard request.version == SwiftReaderWire.version else {
            return SwiftReaderWire.Response(problems: [InputProblem(file: request.named, path: "",
                message: "tourshot-swift-reader speaks wire version \(SwiftReaderWire.version), tourshot sent \(request.version); build both from the same tourshot")])
        }
        let parsed: SwiftTutorialReader.ParsedSwiftSources
        do {
            parsed = try SwiftTutorialReader.parse(request.files, progress: progress)
        } catch {
            return SwiftReaderWire.Response(problems: error.problems, exceededLimit: true)
        }
        progress?.reading(request.named)
        do {
            let result = try SwiftTutorialReader().read(parsed, named: request.named, provider: request.provider,
                                                        answers: request.answers, elementIDs: Set(request.elementIDs),
                                                        captures: request.captures ?? [])
            return SwiftReaderWire.Response(tutorial: SwiftReaderWire.ReadTutorial(
                file: result.file, json: result.json, text: TutorialJSONText.render(result.json), warnings: result.warnings,
                answered: result.answered, superseded: result.superseded))
        } catch {
            return SwiftReaderWire.Response(problems: error.problems)
        }
    }
}
