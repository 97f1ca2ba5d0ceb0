import Foundation
import TourshotDigest
import TourshotFiles
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotRender

/// The input key of an image: a SHA-256 of everything that decides its pixels and its layout
/// golden, computed from the resolved model without laying anything out.
///
/// What goes in: the renderer (tourshot's version, the libraries and font files `--version`
/// prints, the check's tolerances: the caller's lines), the project's settings but its tours
/// (font choices; font folders count through the font files in the renderer lines), the tour's
/// name and locale, the tutorial but its steps, the step itself, the step
/// count and which steps are pages (the only things of other steps a step's picture reads: the
/// last step's buttons and the onboarding pager's dots), the screen's name and scale, the
/// orientation and the capture drawn in it, and the bytes of every screenshot it shows. What
/// stays out: file locations and the positions of things in their files, so a clone elsewhere or
/// a reformatted JSON file keeps its keys.
public final class InputKeys: @unchecked Sendable {
    /// The digest of the renderer lines and the project's settings, which every key shares.
    private let run: String
    private let lock = NSLock()
    /// Digests of the parts images share, by what names them within one run: a tour by its name
    /// and locale (tour names are unique in a project), a capture by its screen file and
    /// orientation, a step by its tour and number, a screenshot by its path.
    private var partDigests: [String: String] = [:]
    /// Where screenshots' digests come from when they were already read and decoded (record);
    /// nil: each file is read and hashed here (check, before deciding what to decode).
    private let decoded: ScreenshotCache?

    /// `renderer`: the lines of `tourshot --version` for the project's fonts, and anything else
    /// of the run that decides whether a golden passes (the tolerances). `decoded`: the store
    /// the images were drawn from, whose bytes the keys then name.
    public init(renderer: [String], project: Project, decoded: ScreenshotCache? = nil) {
        self.decoded = decoded
        // Font folders count through the font files found in them (the renderer lines), not by path.
        let settings = (try? CanonicalText(screenshotDigest: { _ in "" }).text(of: project, omitting: ["tours", "fonts"])) ?? ""
        run = Self.digest(["renderer", renderer.joined(separator: "\n"), "project", settings])
    }

    public func key(for job: ImageJob) throws(PreviewFailure) -> String {
        do {
            let tutorial = job.tour.tutorial
            let tour = "tour \(job.tour.name.utf8.count):\(job.tour.name) \(job.tour.locale ?? "")"
            let parts = [
                try part(tour) {
                    // The tutorial without its steps: theme, labels, triggers, direction, text scale, style.
                    // Not the answers it used: their values are in the steps, their Swift positions decide no pixel.
                    let style = ReferenceStyles.style(tutorial.style)
                    let pages = tutorial.steps.indices.filter { ReferenceStyles.page(for: tutorial.steps[$0], style: style) != nil }
                    return try [canonical.text(of: job.tour.name), canonical.text(of: job.tour.locale as Any), canonical.text(of: tutorial, omitting: ["steps", "answers"]),
                                "\(tutorial.steps.count) steps, pages \(pages)"]
                },
                try part(tour + " step \(job.step)") { [try canonical.text(of: tutorial.steps[job.step - 1])] },
                try part("capture \(job.screen.file.path) \(job.orientation.rawValue)") {
                    [try canonical.text(of: job.screen.name), job.screen.scale.description, job.orientation.rawValue,
                     try job.screen.capture(job.orientation).map { try canonical.text(of: $0) } ?? "no capture"]
                },
            ]
            return Self.digest([run, "step \(job.step)"] + parts)
        } catch let failure as PreviewFailure {
            throw failure
        } catch {
            throw PreviewFailure(["\(InputFile.displayPath(job.screen.file)): \(error)"])
        }
    }

    private var canonical: CanonicalText { CanonicalText(screenshotDigest: screenshotDigest) }

    /// The digest of a shared part, computed once.
    private func part(_ name: String, _ texts: () throws -> [String]) throws -> String {
        if let known = locked({ partDigests[name] }) { return known }
        let digest = Self.digest(try texts())
        locked { partDigests[name] = digest }
        return digest
    }

    /// A digest of texts that cannot run into each other: each is preceded by its length.
    private static func digest(_ texts: [String]) -> String {
        var hash = SHA256()
        for text in texts {
            hash.update("\(text.utf8.count):")
            hash.update(text)
        }
        return hash.finalHex()
    }

    private func screenshotDigest(_ path: InputPath) throws -> String {
        if let decoded {
            guard let digest = decoded.digest(path) else {
                throw PreviewFailure(["\(InputFile.displayPath(path.url)): screenshot was not decoded before its key was asked for"])
            }
            return digest
        }
        if let known = locked({ partDigests["screenshot " + path.url.path] }) { return known }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path.url, limit: Limits.pngFileBytes, policy: path.policy)
        } catch {
            throw PreviewFailure(["\(InputFile.displayPath(path.url)): screenshot \(error)"])
        }
        let digest = SHA256.hex(bytes)
        locked { partDigests["screenshot " + path.url.path] = digest }
        return digest
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
