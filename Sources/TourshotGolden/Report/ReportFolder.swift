import Foundation
import TourshotLayout
import TourshotPNG

/// The folder a check run writes its report into, and the files at its top.
///
/// A previous report in the folder is replaced (its `images/`, `index.html`, `results.json`
/// and `junit.xml`); a folder holding anything else is refused rather than emptied, so a
/// mistyped `--report` cannot delete a user's files.
public struct ReportFolder: Sendable {
    public let url: URL

    public static let reportFiles = ["index.html", "results.json", "junit.xml", "images"]

    /// Makes the folder ready for a new report.
    public static func prepare(_ url: URL) throws(ReportFolderError) -> ReportFolder {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ReportFolderError(url: url, reason: "is a file, not a folder") }
            let contents = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }
            let foreign = contents.filter { !reportFiles.contains($0) }
            guard foreign.isEmpty else {
                throw ReportFolderError(url: url, reason: "holds files that are not a tourshot report (\(foreign.sorted().prefix(3).joined(separator: ", "))); choose an empty or new folder")
            }
            for item in contents {
                do { try manager.removeItem(at: url.appendingPathComponent(item)) } catch {
                    throw ReportFolderError(url: url, reason: "cannot remove the previous report's \(item): \(error.localizedDescription)")
                }
            }
        }
        do { try manager.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw ReportFolderError(url: url, reason: "cannot be created: \(error.localizedDescription)")
        }
        return ReportFolder(url: url)
    }

    public var artefacts: ArtefactWriter { ArtefactWriter(root: url) }

    /// Writes `results.json`, `junit.xml` and `index.html` (after the images).
    public func finish(_ report: CheckReport) throws {
        try write(ResultsJSON.json(report).serialized() + "\n", "results.json")
        try write(JUnitXML.text(report), "junit.xml")
        try write(ReportPage.html(report), "index.html")
    }

    public var page: URL { url.appendingPathComponent("index.html") }

    private func write(_ text: String, _ name: String) throws {
        try AtomicFile.write(Array(text.utf8), to: url.appendingPathComponent(name))
    }
}

/// A `--report` folder that cannot be used.
public struct ReportFolderError: Error, Sendable, CustomStringConvertible {
    public let url: URL
    public let reason: String
    public var description: String { "\(url.path): \(reason)" }
}
