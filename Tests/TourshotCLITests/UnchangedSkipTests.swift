import Foundation
import Testing
import TourshotTestSupport

/// `check` passes images whose inputs and goldens are unchanged since `record` without drawing
/// them, through the key file record writes beside the goldens; anything uncertain is drawn.
/// On the demo reduced to the iPhone SE (10 images; GoldenLoopTests.seProject).
@Suite("check skips unchanged images")
struct UnchangedSkipTests {
    static let keys = "GoldenImages/approach.keys.txt"

    /// A recorded SE project.
    static func recorded(_ project: DemoProject) async throws {
        try GoldenLoopTests.seProject(project)
        let recorded = try await project.run(["record"], environment: GoldenLoopTests.local)
        #expect(recorded.status == 0, "\(recorded)")
        #expect(recorded.stdoutLines.contains("wrote \(keys) (what each image was drawn from, so check can skip unchanged images)"), "\(recorded)")
    }

    /// Names of the images `check` drew: those with an actual.png in the report.
    static func drawn(_ project: DemoProject) -> [String] {
        project.allFiles().filter { $0.hasPrefix("out/report/images/") && $0.hasSuffix("/actual.png") }
            .map { $0.split(separator: "/")[3] }.map(String.init).sorted()
    }

    @Test func recordWritesOneSortedLinePerImage() async throws {
        try await DemoProject.with { project in
            try await Self.recorded(project)
            let lines = try project.text(Self.keys).split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("# tourshot input keys 1:") == true)
            let entries = lines.dropFirst()
            #expect(entries.count == 10)
            #expect(entries.map { String($0.split(separator: " ")[0]) } == entries.map { String($0.split(separator: " ")[0]) }.sorted())
            let line = try #require(entries.first { $0.hasPrefix("approach-iphone-se-step02-portrait ") })
            let fields = line.split(separator: " ").map(String.init)
            #expect(fields.count == 4 && fields[1...].allSatisfy { $0.count == 64 })
            // The golden digests are the SHA-256 of the files, as sha256sum computes them.
            #expect(fields[2] == (try sha256sum(project.url("GoldenImages/approach-iphone-se-step02-portrait.png"))))
            #expect(fields[3] == (try sha256sum(project.url("GoldenImages/approach-iphone-se-step02-portrait.layout.json"))))

            // A second record changes nothing, the key file included.
            try GoldenLoopTests.ageGoldens(project)
            let before = try GoldenLoopTests.goldens(project)
            let again = try await project.run(["record"], environment: GoldenLoopTests.local)
            #expect(again.status == 0 && !again.stdout.contains("wrote "), "\(again)")
            #expect(GoldenLoopTests.changedFiles(before, try GoldenLoopTests.goldens(project)).isEmpty)
        }
    }

    @Test func nothingChangedNothingDrawn() async throws {
        try await DemoProject.with { project in
            try await Self.recorded(project)
            let check = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(check.status == 0, "\(check)")
            #expect(check.stdoutLines.last?.hasPrefix("check: all 10 images match their goldens (0 drawn, 10 unchanged since record and not drawn) in ") == true, "\(check)")
            #expect(Self.drawn(project).isEmpty)
            let results = try GoldenLoopTests.json(project, "out/report/results.json")
            let images = try #require(results["images"] as? [[String: Any]])
            #expect(images.count == 10)
            #expect(images.allSatisfy { ($0["pixels"] as? [String: Any])?["status"] as? String == "unchanged-inputs" })
            #expect(try project.text("out/report/junit.xml").contains(#"tests="10" failures="0""#))

            let full = try await project.run(["check", "--full"], environment: GoldenLoopTests.local)
            #expect(full.status == 0, "\(full)")
            #expect(full.stdoutLines.last?.hasPrefix("check: all 10 images match their goldens in ") == true, "\(full)")
            #expect(Self.drawn(project).count == 10)
        }
    }

    @Test func aChangedStepDrawsOnlyThatStep() async throws {
        try await DemoProject.with { project in
            try await Self.recorded(project)
            try project.replace(#""title": "Settings""#, with: #""title": "Preferences""#, in: Demo.tutorial)
            let check = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(check.status == 1, "\(check)")
            #expect(Self.drawn(project) == ["approach-iphone-se-step03-landscape", "approach-iphone-se-step03-portrait"])
            #expect(check.stdoutLines.filter { $0.hasPrefix("FAILED ") }.count == 2, "\(check)")
            #expect(check.stdoutLines.contains { $0.hasPrefix("check: 2 failed, 0 missing, 8 of 10 match (2 drawn, 8 unchanged since record and not drawn) in ") }, "\(check)")

            // Shards split the two images that must be drawn, not all ten.
            var drawnPerShard: [[String]] = []
            for shard in ["1/2", "2/2"] {
                let result = try await project.run(["check", "--shard", shard], environment: GoldenLoopTests.local)
                #expect(result.status == 1, "\(result)")
                drawnPerShard.append(Self.drawn(project))
            }
            #expect(drawnPerShard.map(\.count) == [1, 1])
            #expect(Set(drawnPerShard.flatMap { $0 }).count == 2)
        }
    }

    @Test func reformattingTheTutorialKeepsTheKeys() async throws {
        try await DemoProject.with { project in
            try await Self.recorded(project)
            // Same values in the same order, another layout of the file: on one line, numbers respelled.
            let reformatted = try project.text(Demo.tutorial).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                .replacingOccurrences(of: "\"opacity\": 0.35", with: "\"opacity\": 3.5e-1")
            #expect(reformatted.contains("3.5e-1"))
            try project.write(Demo.tutorial, reformatted)
            let check = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(check.status == 0, "\(check)")
            #expect(Self.drawn(project).isEmpty, "\(check)")
        }
    }

    /// A golden changed after record (by hand, a bad merge) is drawn and compared, never passed.
    @Test func aTamperedGoldenIsDrawnAndFails() async throws {
        try await DemoProject.with { project in
            try await Self.recorded(project)
            let golden = "GoldenImages/approach-iphone-se-step02-portrait.png"
            let other = try project.data("GoldenImages/approach-iphone-se-step04-portrait.png")
            try project.write(golden, other)
            let check = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(check.status == 1, "\(check)")
            #expect(Self.drawn(project) == ["approach-iphone-se-step02-portrait"])
            #expect(check.stdoutLines.contains { $0.hasPrefix("FAILED  approach-iphone-se-step02-portrait:") }, "\(check)")
        }
    }

    @Test func aTamperedLayoutGoldenIsDrawnAndFails() async throws {
        try await DemoProject.with { project in
            try await Self.recorded(project)
            try project.replace(#""title": "Map View""#, with: #""title": "Map view""#, in: "GoldenImages/approach-iphone-se-step02-landscape.layout.json")
            let check = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(check.status == 1, "\(check)")
            #expect(Self.drawn(project) == ["approach-iphone-se-step02-landscape"])
        }
    }

    /// A key file edited by hand (another key, a digest of the tampered golden, a broken line)
    /// never lets an image pass unseen. One recorded project, the key file restored each time.
    @Test func aChangedKeyFileDraws() async throws {
        try await DemoProject.with { project in
            try await Self.recorded(project)
            let recorded = try project.text(Self.keys)
            for change in ["input", "png", "garbage", "header", "missing"] {
                var lines = recorded.split(separator: "\n").map(String.init)
                let index = try #require(lines.firstIndex { $0.hasPrefix("approach-iphone-se-step01-portrait ") })
                var fields = lines[index].split(separator: " ").map(String.init)
                switch change {
                case "input": fields[1] = String(repeating: "0", count: 64)
                case "png": fields[2] = String(repeating: "a", count: 64)
                case "garbage": fields = [fields[0], "not-a-digest"]
                case "header": lines[0] = "# tourshot input keys 2"
                default: break
                }
                lines[index] = fields.joined(separator: " ")
                if change == "missing" { try project.remove(Self.keys) } else { try project.write(Self.keys, lines.joined(separator: "\n") + "\n") }
                let check = try await project.run(["check"], environment: GoldenLoopTests.local)
                #expect(check.status == 0, "\(change): the goldens themselves are right: \(check)")
                let drawn = Self.drawn(project)
                switch change {
                case "input", "png": #expect(drawn == ["approach-iphone-se-step01-portrait"], "\(change)")
                default: #expect(drawn.count == 10, "\(change): an untrusted key file draws everything: \(drawn)")
                }
                // A key file that is there but untrusted is said; a missing one is not recorded yet.
                let note = check.stdoutLines.first { $0.hasPrefix("note: \(Self.keys): ") }
                switch change {
                case "garbage": #expect(note == "note: \(Self.keys): line \(index + 1) is not \"image input-key png-sha256 layout-sha256\"; its images are drawn, and record writes it again", "\(check)")
                case "header": #expect(note == "note: \(Self.keys): its first line is not this tourshot's header (\"# tourshot input keys 1…\"); its images are drawn, and record writes it again", "\(check)")
                default: #expect(note == nil, "\(change): \(check)")
                }
                try project.write(Self.keys, recorded)
            }
        }
    }
}

extension UnchangedSkipTests {
    /// `record --shard 1/2` and `--shard 2/2` run side by side each merge their lines into the
    /// same key file: under the goldens folder's lock neither write loses the other's lines.
    @Test func shardsRecordedSideBySideKeepEveryLine() async throws {
        try await DemoProject.with { project in
            try await Self.recorded(project)
            for _ in 0..<3 {
                try project.remove(Self.keys)
                async let first = project.run(["record", "--shard", "1/2"], environment: GoldenLoopTests.local)
                async let second = project.run(["record", "--shard", "2/2"], environment: GoldenLoopTests.local)
                let results = try await [first, second]
                #expect(results.allSatisfy { $0.status == 0 }, "\(results)")
                #expect(try project.text(Self.keys).split(separator: "\n").count == 11, "header and 10 images")
            }
        }
    }
}

/// The SHA-256 of a file as Debian's coreutils compute it: an independent digest.
func sha256sum(_ url: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: output, as: UTF8.self).prefix(64))
}
