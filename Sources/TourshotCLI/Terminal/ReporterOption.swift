import ArgumentParser

/// `--reporter` of lint and check: the usual text, or GitHub Actions workflow commands.
enum Reporter: String, ExpressibleByArgument, CaseIterable {
    case text, github
}

struct ReporterOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("text (default), or github: GitHub Actions workflow commands on standard output (::error file=F,line=L,col=C::message) so problems show as annotations.", valueName: "text|github"))
    var reporter: Reporter = .text

    /// Runs a command body; with the github reporter, input problems it fails with are printed
    /// as `::error` lines too (the error lines on standard error stay as they are).
    func reportingInputErrors<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let failure as CommandFailure where reporter == .github && failure.status == 2 {
            // Decoder problems carry their place; other lines (a screenshot, an option) go as they are.
            let placed = Set(failure.problems.map(\.description))
            failure.problems.forEach { Console.out(WorkflowCommand.error($0)) }
            failure.lines.filter { !placed.contains($0) }.forEach { Console.out(WorkflowCommand.error($0)) }
            throw failure
        }
    }
}
