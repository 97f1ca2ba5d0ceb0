import Foundation
import TourshotCLI
import TourshotServe

// `tourshot serve` execs this program with its words (docs/review.md#live-review-tourshot-serve).
let options: ServeOptions
do {
    options = try ServeOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    let message = ServeOptions.fullMessage(for: error)
    if ServeOptions.exitCode(for: error) == .success {
        print(message)
        exit(0)
    }
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

// Lines go out at once: a script reading the URL from a pipe must not wait for a buffer to fill.
let say: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
let warn: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
let server = ServeServer(ServeServer.Options(session: ReviewSession.Settings(projectPath: options.projectPath, allowOutside: options.allowOutside),
                                             host: options.host, port: options.port, filters: options.filters),
                         acceptor: { job, project, shownKey in
                             do {
                                 return try GoldenAcceptance.record(job, project: project, shownKey: shownKey)
                             } catch let failure as GoldenAcceptance.Failure where failure.isConflict {
                                 throw ReviewSession.Refusal(status: 409, message: failure.description)
                             }
                         })
do {
    try await server.run(say: say, warn: warn)
} catch {
    warn("error: \(error)")
    exit(2)
}
