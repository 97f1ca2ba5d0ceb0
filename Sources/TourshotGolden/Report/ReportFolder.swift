import Foundation
import TourshotFiles
import TourshotModel

/// The folder a check run writes its report into, and the files at its top.
///
/// An `OwnedFolder`: the previous report's files are replaced, and a folder holding anything
/// tourshot did not write is refused rather than emptied, so a mistyped `--report` (or an
/// `output` shared with a web site) cannot delete a user's files.
public struct ReportFolder: Sendable {
    public let folder: OwnedFolder
    public var url: URL { folder.url }

    public static let pageFiles = ["index.html", "results.json", "junit.xml"]

    /// Makes the folder ready for a new report on the images `names`.
    public static func prepare(_ url: URL, for names: [ImageName]) throws(OwnedFolderError) -> ReportFolder {
        let planned = pageFiles + names.flatMap { name in ImageArtefacts.fileNames.map { "images/\(name.stem)/\($0)" } }
        return ReportFolder(folder: try OwnedFolder.prepare(url, planned: planned))
    }

    public var artefacts: ArtefactWriter { ArtefactWriter(root: url) }

    /// Writes `results.json`, `junit.xml` and `index.html` (after the images), then the list
    /// of what this report holds.
    public func finish(_ report: CheckReport) throws {
        try write(ResultsJSON.json(report).serialized() + "\n", "results.json")
        try write(JUnitXML.text(report), "junit.xml")
        try write(ReportPage.html(report), "index.html")
        try folder.finish(written: Self.pageFiles + report.entries.flatMap(\.artefacts.all))
    }

    public var page: URL { url.appendingPathComponent("index.html") }

    private func write(_ text: String, _ name: String) throws {
        try AtomicFile.write(Array(text.utf8), to: url.appendingPathComponent(name))
    }
}
