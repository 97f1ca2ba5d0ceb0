import TourshotFiles
import TourshotLayout
import TourshotModel
import TourshotPreview

extension LintText {
    /// `lint --reporter github`: one workflow command per warning, at the step's object in the
    /// tutorial file (errors as ::error, warnings as ::warning), the image named in the message.
    static func annotations(_ layout: ImageLayout, job: ImageJob) -> [String] {
        let step = job.tour.tutorial.steps[job.step - 1]
        let file = InputFile.displayPath(job.tour.tutorialFile)
        return layout.warnings.map { warning in
            let element = warning.element.map { " \($0)" } ?? ""
            let fix = warning.fix.map { " Fix: \($0)" } ?? ""
            let message = "\(job.name.stem): \(warning.code.rawValue)\(element): \(warning.message)\(fix)"
            return WorkflowCommand.command(warning.level == .error ? .error : .warning, message,
                                           file: file, line: step.source?.line, column: step.source?.column, title: "tourshot lint")
        }
    }
}
