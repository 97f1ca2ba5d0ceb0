import Foundation
import Testing

/// The whole golden workflow through the binary, on a temporary copy of the demo reduced to
/// the iPhone SE screen (10 images, so the debug build stays quick): a first check finds
/// every golden missing, record writes them, a clean check passes, a changed step title fails
/// with all artefacts, the printed accept command and `record` rewrite only that step's
/// goldens, and the check passes again.
@Suite("check and record")
struct GoldenLoopTests {
    /// Every command runs as outside CI, whatever the test machine says.
    static let local = ["CI": ""]

    static func seProject(_ project: DemoProject) throws {
        try project.write("tourshot.json", """
            { "tours": [ { "name": "approach", "tutorial": "Fixtures/approach/approach.tutorial.json",
                           "screens": ["Fixtures/approach/iphone-se.screen.json"] } ] }
            """)
    }

    /// Golden file → (bytes, modification time).
    static func goldens(_ project: DemoProject) throws -> [String: (Data, Date)] {
        var files: [String: (Data, Date)] = [:]
        for path in project.allFiles() where path.hasPrefix("GoldenImages/") {
            let date = try FileManager.default.attributesOfItem(atPath: project.url(path).path)[.modificationDate] as! Date
            files[path] = (try project.data(path), date)
        }
        return files
    }

    /// Sets every golden's modification time far in the past, so an untouched file is obvious.
    static func ageGoldens(_ project: DemoProject) throws {
        for path in project.allFiles() where path.hasPrefix("GoldenImages/") {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: project.url(path).path)
        }
    }

    static func changedFiles(_ before: [String: (Data, Date)], _ after: [String: (Data, Date)]) -> [String] {
        Set(before.keys).union(after.keys).filter { key in
            guard let old = before[key], let new = after[key] else { return true }
            return old.0 != new.0 || old.1 != new.1
        }.sorted()
    }

    static func json(_ project: DemoProject, _ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: project.data(path)) as? [String: Any])
    }

    @Test func checkRecordReportLoop() async throws {
        try await DemoProject.with { project in
            try Self.seProject(project)

            // 1. No goldens yet: every image is missing, exit 1, and the report says so.
            let first = try await project.run(["check"], environment: Self.local)
            #expect(first.status == 1, "\(first)")
            #expect(first.stdoutLines.filter { $0.hasPrefix("MISSING ") }.count == 10, "\(first)")
            #expect((try Self.json(project, "out/report/results.json")["summary"] as? [String: Any])?["missing"] as? Int == 10)

            // 2. record writes both goldens of every image and the renderer versions.
            let recorded = try await project.run(["record"], environment: Self.local)
            #expect(recorded.status == 0, "\(recorded)")
            #expect(recorded.stdoutLines.filter { $0.hasPrefix("wrote GoldenImages/") && $0.hasSuffix("(new)") }.count == 20, "\(recorded)")
            #expect(project.allFiles().contains("GoldenImages/RENDERER-VERSIONS.txt"))
            #expect(project.allFiles().contains("GoldenImages/approach-iphone-se-step03-landscape.layout.json"))

            // 3. A clean check passes.
            let clean = try await project.run(["check"], environment: Self.local)
            #expect(clean.status == 0, "\(clean)")
            #expect(clean.stdoutLines.last?.hasPrefix("check: all 10 images match their goldens") == true, "\(clean)")
            let junit = try project.text("out/report/junit.xml")
            #expect(junit.contains(#"tests="10" failures="0""#))

            // 4. A changed step title fails both orientations of that step, with all artefacts.
            try project.replace(#""title": "Settings""#, with: #""title": "Preferences""#, in: Demo.tutorial)
            let failing = try await project.run(["check"], environment: Self.local)
            #expect(failing.status == 1, "\(failing)")
            let failures = failing.stdoutLines.filter { $0.hasPrefix("FAILED ") }
            #expect(failures.count == 2, "\(failing)")
            for orientation in ["portrait", "landscape"] {
                let line = try #require(failures.first { $0.contains("approach-iphone-se-step03-\(orientation):") }, "\(failing)")
                #expect(line.contains("% of pixels differ ("), "percentage: \(line)")
                #expect(line.contains(" within x "), "bounding box: \(line)")
                #expect(line.contains("layout differs (2 lines); text changed: card.title \"Settings\" → \"Preferences\""), "\(line)")
                #expect(line.hasSuffix("accept: tourshot record --tour approach --screen iphone-se --step 3 --\(orientation)"), "\(line)")
                for file in ["expected.png", "actual.png", "diff.png", "composite.png", "layout.diff"] {
                    let path = "out/report/images/approach-iphone-se-step03-\(orientation)/\(file)"
                    #expect(project.allFiles().contains(path), "missing artefact \(path)")
                }
            }
            #expect(failing.stdout.contains(#"-    "title": "Settings""#) && failing.stdout.contains(#"+    "title": "Preferences""#), "\(failing)")
            // The report says it in words beside the pixels, most of which a one-word edit leaves as anti-aliasing.
            let report = try project.text("out/report/index.html")
            #expect(report.contains("<p class=\"texts\">Text changed: <code>card.title</code> <del>&quot;Settings&quot;</del> → <ins>&quot;Preferences&quot;</ins></p>"), "text change in the report")
            let results = try Self.json(project, "out/report/results.json")
            #expect((results["summary"] as? [String: Any])?["failed"] as? Int == 2)
            let page = try project.text("out/report/index.html")
            #expect(page.contains("id=\"approach-iphone-se-step03-portrait\"") && page.contains(">Slider</button>"))
            #expect(try project.text("out/report/junit.xml").contains(#"tests="10" failures="2""#))

            // 5. The printed accept command rewrites exactly that image's two goldens.
            try Self.ageGoldens(project)
            let before = try Self.goldens(project)
            let line = try #require(failures.first { $0.contains("step03-portrait:") })
            let accept = line.components(separatedBy: "accept: tourshot ").last!.split(separator: " ").map(String.init)
            let accepted = try await project.run(accept, environment: Self.local)
            #expect(accepted.status == 0, "\(accepted)")
            let afterAccept = try Self.goldens(project)
            #expect(Self.changedFiles(before, afterAccept) == ["GoldenImages/approach-iphone-se-step03-portrait.layout.json",
                                                               "GoldenImages/approach-iphone-se-step03-portrait.png",
                                                               "GoldenImages/approach.keys.txt"])

            // 6. record rewrites only the rest of that step; every other golden keeps bytes and time.
            let rest = try await project.run(["record"], environment: Self.local)
            #expect(rest.status == 0, "\(rest)")
            #expect(Self.changedFiles(afterAccept, try Self.goldens(project)) == ["GoldenImages/approach-iphone-se-step03-landscape.layout.json",
                                                                                "GoldenImages/approach-iphone-se-step03-landscape.png",
                                                                                "GoldenImages/approach.keys.txt"])
            #expect(project.temporaryFiles().isEmpty)

            // 7. The check passes again.
            let again = try await project.run(["check"], environment: Self.local)
            #expect(again.status == 0, "\(again)")
        }
    }
}
