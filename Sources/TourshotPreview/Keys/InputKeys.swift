import Foundation
import TourshotGolden
import TourshotLayout
import TourshotModel

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
    private let renderer: String
    private let settings: String
    private let lock = NSLock()
    private var screenshotDigests: [String: String] = [:]
    private var captureTexts: [Capture: String] = [:]
    private var tutorialTexts: [Tutorial: String] = [:]

    /// `renderer`: the lines of `tourshot --version` for the project's fonts, and anything else
    /// of the run that decides whether a golden passes (the tolerances).
    public init(renderer: [String], project: Project) {
        self.renderer = renderer.joined(separator: "\n")
        settings = (try? CanonicalText(screenshotDigest: { _ in "" }).text(of: project, omitting: ["tours"])) ?? ""
    }

    public func key(for job: ImageJob) throws(PreviewFailure) -> String {
        do {
            let tutorial = job.tour.tutorial
            let pages = tutorial.steps.indices.filter { OnboardingOverlay.page(for: tutorial.steps[$0], style: tutorial.style) != nil }
            var hash = SHA256()
            for part in [
                "renderer", renderer, "project", settings,
                "tour", try canonical.text(of: job.tour.name), try canonical.text(of: job.tour.locale),
                "tutorial", try tutorialText(tutorial),
                "step \(job.step) of \(tutorial.steps.count), pages \(pages)", try canonical.text(of: tutorial.steps[job.step - 1]),
                "screen", try canonical.text(of: job.screen.name), job.screen.scale.description, job.orientation.rawValue,
                try captureText(job.screen.capture(job.orientation)),
            ] {
                hash.update("\(part.utf8.count):")
                hash.update(part)
            }
            return hash.finalHex()
        } catch let failure as PreviewFailure {
            throw failure
        } catch {
            throw PreviewFailure(["\(InputFile.displayPath(job.screen.file)): \(error)"])
        }
    }

    private var canonical: CanonicalText { CanonicalText(screenshotDigest: screenshotDigest) }

    /// The tutorial without its steps: theme, labels, triggers, direction, text scale, style.
    private func tutorialText(_ tutorial: Tutorial) throws -> String {
        if let known = locked({ tutorialTexts[tutorial] }) { return known }
        let text = try canonical.text(of: tutorial, omitting: ["steps"])
        locked { tutorialTexts[tutorial] = text }
        return text
    }

    private func captureText(_ capture: Capture?) throws -> String {
        guard let capture else { return "no capture" }
        if let known = locked({ captureTexts[capture] }) { return known }
        let text = try canonical.text(of: capture)
        locked { captureTexts[capture] = text }
        return text
    }

    private func screenshotDigest(_ path: InputPath) throws -> String {
        if let known = locked({ screenshotDigests[path.url.path] }) { return known }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path.url, limit: Limits.pngFileBytes, policy: path.policy)
        } catch {
            throw PreviewFailure(["\(InputFile.displayPath(path.url)): screenshot \(error)"])
        }
        let digest = SHA256.hex(bytes)
        locked { screenshotDigests[path.url.path] = digest }
        return digest
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
