import TourshotPreview

extension PreviewPipeline {
    /// `run`, with a progress line (images done / total and the one just finished) for the
    /// long commands: render, check, record and review.
    func run<T: Sendable>(_ jobs: [ImageJob], quiet: QuietOption, _ work: @escaping @Sendable (ImagePreview) throws -> T) throws -> [T] {
        let progress = Progress(total: jobs.count, quiet: quiet.quiet)
        defer { progress.end() }
        return try run(jobs) { preview in
            let value = try work(preview)
            progress.finished(preview.job.name.stem)
            return value
        }
    }
}
