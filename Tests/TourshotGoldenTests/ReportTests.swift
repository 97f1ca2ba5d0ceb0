import Foundation
import Testing
import TourshotFiles
import TourshotGolden
import TourshotModel
import TourshotPNG
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The report files: results.json, junit.xml and index.html, from a run with a failure.
struct ReportTests {
    /// - Parameters: tour and changedTitle: the tour's name and the title step 2 changes "A" to.
    func run(in folder: URL, tour: String = "tour <&>", changedTitle: String = "B") throws -> (ReportFolder, CheckReport) {
        let goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let names = [1, 2].map { ImageName(tour: "tour <&>", screen: "s", step: $0, stepCount: 2, orientation: .portrait) }
        let report = try ReportFolder.prepare(folder.appendingPathComponent("report"), for: names)
        let base = Synthetic.image(30, 20) { _, _ in Synthetic.rgb(90, 90, 200) }
        let moved = Synthetic.image(30, 20) { x, y in (10..<14).contains(x) && (4..<8).contains(y) ? Synthetic.white : Synthetic.rgb(90, 90, 200) }
        var entries: [ReportEntry] = []
        for (step, image) in [(1, base), (2, moved)] {
            let name = ImageName(tour: tour, screen: "s", step: step, stepCount: 2, orientation: .portrait)
            let files = GoldenFiles(folder: goldens, name: name)
            try Data(try ImageFile.encode(base)).write(to: files.png)
            try Data("{\n  \"title\": \"A\"\n}\n".utf8).write(to: files.layout)
            let png = try ImageFile.encode(image)
            let (outcome, pictures) = try GoldenComparison(tolerances: GoldenTolerances()).compare(
                png: png, layout: step == 2 ? "{\n  \"title\": \"\(changedTitle)\"\n}\n" : "{\n  \"title\": \"A\"\n}\n", with: files, keepPictures: true)
            let artefacts = try report.artefacts.write(outcome, actualPNG: png, pictures: pictures)
            entries.append(ReportEntry(tour: tour, screen: "s", step: step, orientation: .portrait, outcome: outcome,
                                       artefacts: artefacts, acceptCommand: outcome.status == .passed ? nil : "tourshot record --step \(step)", seconds: 0.01))
        }
        let result = CheckReport(entries: entries, tolerances: GoldenTolerances(), shard: .whole, goldens: "goldens",
                                 goldenVersions: ["cairo 1"], machineVersions: ["cairo 2"], seconds: 0.5)
        try report.finish(result)
        return (report, result)
    }

    @Test func failureArtefacts() throws {
        try withTemporaryFolder { folder in
            let (report, _) = try run(in: folder)
            let images = report.url.appendingPathComponent("images/tour____-s-step02-portrait")
            for file in ["expected.png", "actual.png", "diff.png", "composite.png", "layout.diff"] {
                #expect(FileManager.default.fileExists(atPath: images.appendingPathComponent(file).path), "\(file)")
            }
            let composite = try PNGCodec.decode([UInt8](try Data(contentsOf: images.appendingPathComponent("composite.png"))), maxWidth: 1000, maxHeight: 1000)
            #expect(composite.width == 3 * 30 + 4 * 24 && composite.height == 20 + 2 * 24)
            // A passing image has only its rendering, for review.
            let passing = try FileManager.default.contentsOfDirectory(atPath: report.url.appendingPathComponent("images/tour____-s-step01-portrait").path)
            #expect(passing == ["actual.png"])
        }
    }

    @Test func resultsJSON() throws {
        try withTemporaryFolder { folder in
            let (report, _) = try run(in: folder)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report.url.appendingPathComponent("results.json"))) as? [String: Any])
            let summary = try #require(json["summary"] as? [String: Any])
            #expect(summary["total"] as? Int == 2 && summary["failed"] as? Int == 1 && summary["passed"] as? Int == 1)
            let images = try #require(json["images"] as? [[String: Any]])
            let failed = images[1]
            #expect(failed["status"] as? String == "failed")
            let pixels = try #require(failed["pixels"] as? [String: Any])
            #expect(pixels["differentPixels"] as? Int == 16)
            #expect(pixels["boundingBox"] as? [Int] == [10, 4, 4, 4])
            #expect((failed["layout"] as? [String: Any])?["status"] as? String == "differs")
            #expect((failed["files"] as? [String: Any])?["composite"] as? String == "images/tour____-s-step02-portrait/composite.png")
            #expect(failed["accept"] as? String == "tourshot record --step 2")
        }
    }

    @Test func junitIsWellFormedXML() throws {
        try withTemporaryFolder { folder in
            let (report, _) = try run(in: folder)
            let data = try Data(contentsOf: report.url.appendingPathComponent("junit.xml"))
            let parser = XMLParser(data: data)
            #expect(parser.parse(), "\(String(decoding: data, as: UTF8.self))")
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains(#"<testsuites name="tourshot check" tests="2" failures="1""#))
            #expect(text.contains(#"<testsuite name="tour &lt;&amp;&gt;/s""#))
            #expect(text.contains("accept: tourshot record --step 2"))
        }
    }

    @Test func pageListsEveryImageAndTheViewsOfFailures() throws {
        try withTemporaryFolder { folder in
            let (report, _) = try run(in: folder)
            let html = try String(contentsOf: report.page, encoding: .utf8)
            for view in ["Diff", "Actual", "Expected", "Side by side", "Slider"] { #expect(html.contains(">\(view)</button>"), "\(view)") }
            #expect(html.contains("data-view=\"diff\" data-views=\"diff actual expected side slider\""))
            #expect(html.components(separatedBy: "class=\"thumb\"").count - 1 == 2)
            #expect(html.contains("tour &lt;&amp;&gt; · s · step 2 · portrait"))
            #expect(!html.contains("tour <&>"))
            #expect(html.contains("<span class=\"del\">-  &quot;title&quot;: &quot;A&quot;</span>"))
            #expect(html.contains("class=\"bbox\""))
            #expect(html.contains("goldens:      cairo 1"))
            #expect(!html.contains("http://") && !html.contains("https://"), "the page must not load anything from the network")
        }
    }

    @Test func reportFolderReplacesItsOwnFilesOnly() throws {
        try withTemporaryFolder { folder in
            let (report, _) = try run(in: folder)
            _ = try ReportFolder.prepare(report.url, for: [])
            #expect(try FileManager.default.contentsOfDirectory(atPath: report.url.path) == [OwnedFolder.manifestName])
            let foreign = folder.appendingPathComponent("mine")
            try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
            #expect(throws: OwnedFolderError.self) { try ReportFolder.prepare(foreign, for: []) }
            #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("notes.txt").path))
        }
    }

    /// The outside review's case: a user's photo under the report's images/ folder survived
    /// only by luck before; now the folder is refused and nothing is removed.
    @Test func aUsersFileAmongReportFilesIsKept() throws {
        try withTemporaryFolder { folder in
            let (report, _) = try run(in: folder)
            let photo = report.url.appendingPathComponent("images/holiday/photo1.jpg")
            try FileManager.default.createDirectory(at: photo.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("jpeg".utf8).write(to: photo)
            #expect(throws: OwnedFolderError.self) { try ReportFolder.prepare(report.url, for: []) }
            #expect(FileManager.default.fileExists(atPath: photo.path))
            #expect(FileManager.default.fileExists(atPath: report.url.appendingPathComponent("index.html").path))
        }
    }

    /// A folder that looks like a report but has no manifest (a web site's report/ folder).
    @Test func aFolderWithoutManifestIsNotEmptied() throws {
        try withTemporaryFolder { folder in
            let site = folder.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site.appendingPathComponent("images"), withIntermediateDirectories: true)
            try Data("<html>".utf8).write(to: site.appendingPathComponent("index.html"))
            #expect(throws: OwnedFolderError.self) { try ReportFolder.prepare(site, for: []) }
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
        }
    }

    /// A manifest edited to name a file outside the folder is refused, and that file kept.
    @Test func aManifestCannotLeadOutside() throws {
        try withTemporaryFolder { folder in
            let (report, _) = try run(in: folder)
            let victim = folder.appendingPathComponent("victim.txt")
            try Data("keep".utf8).write(to: victim)
            try Data("../victim.txt\n".utf8).write(to: report.url.appendingPathComponent(OwnedFolder.manifestName))
            #expect(throws: OwnedFolderError.self) { try ReportFolder.prepare(report.url, for: []) }
            #expect(FileManager.default.fileExists(atPath: victim.path))
        }
    }
}

/// One run at a time on a report folder: a second is refused naming the lock, and lets the
/// previous run's files be; once the first has finished, the next run goes ahead.
struct ReportFolderLockTests {
    @Test func aSecondRunIsRefusedUntilTheFirstFinishes() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("report")
            let name = ImageName(tour: "t", screen: "s", step: 1, stepCount: 1, orientation: .portrait)
            let first = try ReportFolder.prepare(url, for: [name])
            #expect {
                _ = try ReportFolder.prepare(url, for: [name])
            } throws: { error in
                "\(error)" == "\(url.path): is being written by another tourshot run, which holds the folder's lock (flock on the folder); wait for it to finish, or give each run its own folder"
            }
            #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent(OwnedFolder.manifestName).path))
            try first.folder.finish(written: [])
            _ = try ReportFolder.prepare(url, for: [name])
        }
    }
}
