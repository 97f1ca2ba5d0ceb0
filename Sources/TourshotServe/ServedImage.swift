import Foundation
import TourshotGolden
import TourshotLayout
import TourshotPreview

/// One image the page shows: what it is, the input key it was drawn from, its bytes and what
/// the review needs beside them (warnings and lint findings, the golden's verdict).
public struct ServedImage: Sendable {
    public let id: String
    public let job: ImageJob
    public let variant: PageVariant
    /// The input key (`InputKeys`) it was drawn from; nil when none could be computed (it is then
    /// drawn again at every change).
    public let key: String?
    /// Bumped each time the image is redrawn: the page asks for `?v=` so a browser never shows a
    /// cached older picture.
    public let version: Int
    public let png: [UInt8]
    /// The layout golden's text of this drawing (compared again after Accept); nil until reviewed.
    public var layoutText: String?
    /// Its warnings and lint findings; the last drawing's until this one is reviewed.
    public var warnings: [LayoutWarning]
    public var golden: GoldenView
    /// The golden files as they were when this image was compared with them (`GoldenStamp`):
    /// goldens changed outside the server (`tourshot record`, a checkout) are compared again.
    public var goldenStamp: String?

    /// How the image compares with its golden (only the base variant has goldens).
    public struct GoldenView: Sendable {
        public enum Status: String, Sendable {
            case passed, failed, missing
            /// Drawn, not yet compared (the picture is shown first).
            case pending
            /// An appearance or text scale the project records no goldens for.
            case variant
        }
        public let status: Status
        /// `ImageOutcome.summary`, the line `check` prints.
        public let summary: String
        /// The check report's composite (golden | actual | diff) when it failed.
        public let composite: [UInt8]?

        public static let pending = GoldenView(status: .pending, summary: "being compared with its golden", composite: nil)
        public static let variant = GoldenView(status: .variant, summary: "no goldens for a variant the project does not record", composite: nil)
    }

    /// `tour, step 3 of 5, iphone-se, portrait, locale de` — what the `<img>` alt says.
    public var alt: String {
        "\(job.tour.name), step \(job.step) of \(job.tour.tutorial.steps.count), \(job.screen.name), \(job.orientation.rawValue), locale \(job.tour.locale ?? "none")\(variant.caption)"
    }

    /// Its golden files' size and modification time, or "none" for a missing one.
    public static func goldenStamp(_ job: ImageJob, goldens: URL) -> String {
        let files = GoldenFiles(folder: goldens, name: job.name)
        return [files.png, files.layout].map { url in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  let size = attributes[.size] as? Int, let date = attributes[.modificationDate] as? Date else { return "none" }
            return "\(size)@\(date.timeIntervalSince1970)"
        }.joined(separator: " ")
    }

    public static func id(of job: ImageJob, in variant: PageVariant) -> String {
        job.name.stem + variant.idSuffix
    }
}
