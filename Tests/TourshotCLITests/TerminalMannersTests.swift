import Foundation
import Testing
import TourshotTestSupport

/// Issue 19's terminal and machine manners: one error style, JSON, GitHub workflow commands,
/// progress and colour only on a terminal, and the newcomer's stumbles.
@Suite("terminal and machine manners")
struct TerminalMannersTests {
    @Test("a usage error from the option parser reads like tourshot's own: one line style, lowercase")
    func usageErrorStyle() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("render", "--stpe", "2")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines.first == "error: unknown option '--stpe'. Did you mean '--step'?", "\(result)")
            #expect(!result.stderr.contains("Error:"), "\(result)")
        }
    }

    @Test("validate --json: the counts, and problems with file, path, line and column")
    func validateJSON() async throws {
        try await DemoProject.with { project in
            let ok = try await project.run("validate", "--json")
            #expect(ok.status == 0, "\(ok)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(ok.stdout.utf8)) as? [String: Any])
            #expect(object["ok"] as? Bool == true)
            #expect(object["tours"] as? Int == 26 && object["screenFiles"] as? Int == 8 && object["steps"] as? Int == 95, "\(ok)")

            try project.replace("\"scale\": 2,", with: "\"scale\": 10,", in: Demo.seScreen)
            let bad = try await project.run("validate", "--json")
            #expect(bad.status == 2, "\(bad)")
            #expect(bad.stderr.isEmpty, "\(bad)")
            let failure = try #require(try JSONSerialization.jsonObject(with: Data(bad.stdout.utf8)) as? [String: Any])
            let problems = try #require(failure["problems"] as? [[String: Any]])
            #expect(problems.count == 1, "\(bad)")
            #expect(problems.first?["file"] as? String == Demo.seScreen)
            #expect(problems.first?["path"] as? String == "scale")
            #expect(problems.first?["line"] as? Int != nil && problems.first?["column"] as? Int != nil, "\(bad)")
        }
    }

    @Test("devices --json lists every preset with size, scale and safe areas")
    func devicesJSON() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("devices", "--json")
            #expect(result.status == 0, "\(result)")
            let presets = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            let pro = try #require(presets.first { $0["id"] as? String == "iphone-15-pro" })
            #expect(pro["size"] as? [Double] == [393, 852])
            #expect(pro["scale"] as? Double == 3)
            #expect((pro["safeArea"] as? [String: Any])?["landscape"] != nil)
            #expect(pro["family"] as? String == "phone")
            let air = try #require(presets.first { $0["id"] as? String == "ipad-air" })
            #expect(air["family"] as? String == "tablet")
            #expect(air["aliases"] as? [String] == ["ipad-air-gen4", "ipad-air-gen5", "ipad-air-11-m2", "ipad-air-11-m3", "ipad-gen10", "ipad-a16"])
        }
    }

    @Test("lint --reporter github: an input error is an ::error at its file, line and column")
    func lintInputErrorAnnotation() async throws {
        try await DemoProject.with { project in
            try project.replace("\"scale\": 2,", with: "\"scale\": 10,", in: Demo.seScreen)
            let result = try await project.run("lint", "--reporter", "github")
            #expect(result.status == 2, "\(result)")
            let line = try #require(result.stdoutLines.first, "\(result)")
            #expect(line.hasPrefix("::error file=\(Demo.seScreen),line="), "\(result)")
            #expect(line.contains(",col="), "\(result)")
            #expect(line.contains("::scale: scale 10 is outside 0.5…4"), "\(result)")
        }
    }

    @Test("workflow command properties escape ',' and ':' (and the message '%'), as the runner unescapes them")
    func annotationEscaping() async throws {
        try await DemoProject.with { project in
            // A project of one tour whose screen file has a comma and a colon in its name and a bad scale.
            let odd = "Fixtures/approach/se,v2:a.screen.json"
            try project.write(odd, try project.text(Demo.seScreen).replacingOccurrences(of: "\"scale\": 2,", with: "\"scale\": 10,"))
            try project.write("odd.json", """
                { "tours": [ { "name": "odd", "tutorial": "\(Demo.tutorial)", "screens": ["\(odd)"] } ] }
                """)
            let result = try await project.run("lint", "--project", "odd.json", "--reporter", "github")
            #expect(result.status == 2, "\(result)")
            let line = try #require(result.stdoutLines.first, "\(result)")
            #expect(line.hasPrefix("::error file=Fixtures/approach/se%2Cv2%3Aa.screen.json,line="), "\(result)")
            #expect(line.contains("::scale: scale 10 is outside 0.5…4"), "\(result)")
        }
    }

    @Test("lint --reporter github: each finding at its step's object in the tutorial file")
    func lintFindingAnnotations() async throws {
        try await DemoProject.with { project in
            let text = try await project.run("lint", "--tour", "approach")
            let github = try await project.run("lint", "--tour", "approach", "--reporter", "github")
            #expect(github.status == text.status, "\(github)")
            let findings = text.stdoutLines.filter { $0.hasPrefix("  error ") || $0.hasPrefix("  warning ") }
            #expect(!findings.isEmpty, "the demo has lint findings:\n\(text)")
            let commands = github.stdoutLines.filter { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") }
            #expect(commands.count == findings.count, "\(github)")
            #expect(commands.allSatisfy { $0.contains("file=\(Demo.tutorial),line=") && $0.contains(",title=tourshot lint::") }, "\(github)")
        }
    }

    @Test("check --reporter github: one ::error per failing golden, with its accept command")
    func checkAnnotations() async throws {
        try await DemoProject.with { project in
            // The copied demo has no goldens: the one image selected has none.
            let golden = "GoldenImages/approach-iphone-se-step02-portrait.png"
            let result = try await project.run("check", "--tour", "approach", "--screen", "iphone-se", "--step", "2", "--portrait", "--reporter", "github")
            #expect(result.status == 1, "\(result)")
            let commands = result.stdoutLines.filter { $0.hasPrefix("::error") }
            #expect(commands.count == 1, "\(result)")
            #expect(commands.first?.hasPrefix("::error file=\(golden),title=tourshot check::approach-iphone-se-step02-portrait has no golden: ") == true, "\(result)")
            #expect(commands.first?.hasSuffix(". Accept: tourshot record --tour approach --screen iphone-se --step 2 --portrait") == true, "\(result)")
        }
    }

    @Test("record --json and check --json are JSON documents on stdout")
    func recordAndCheckJSON() async throws {
        try await DemoProject.with { project in
            let record = try await project.run("record", "--tour", "approach", "--screen", "iphone-se", "--step", "2", "--portrait", "--json")
            #expect(record.status == 0, "\(record)")
            let recorded = try #require(try JSONSerialization.jsonObject(with: Data(record.stdout.utf8)) as? [String: Any])
            #expect(recorded["images"] as? Int == 1)
            let written = try #require(recorded["written"] as? [[String: Any]])
            #expect(written.first?["file"] as? String == "GoldenImages/approach-iphone-se-step02-portrait.png", "\(record)")
            #expect(written.first?["reason"] as? String == "new", "\(record)")

            let check = try await project.run("check", "--tour", "approach", "--screen", "iphone-se", "--step", "2", "--portrait", "--json")
            #expect(check.status == 0, "\(check)")
            let checked = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
            #expect((checked["summary"] as? [String: Any])?["passed"] as? Int == 1, "\(check)")
        }
    }

    @Test("render --all-screens renders each screen of the tour; piped, there is no progress line")
    func allScreens() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("render", "--all-screens", "--step", "1", "--out", "out/")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.map { $0.components(separatedBy: " ")[1] } == [
                "out/approach-iphone-15-pro-step01-portrait.png", "out/approach-iphone-se-step01-portrait.png"], "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
        }
    }

    @Test("a lint run with warnings only counts them and exits 0")
    func warningsOnlyLint() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("lint", "--tour", "spotlight", "--step", "1", "--portrait")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.first == "spotlight-iphone-15-step01-portrait (step 1 of 3, portrait, iphone-15):", "\(result)")
            #expect(result.stdoutLines.last == "lint: 2 warnings (0 errors) in 1 of 1 images", "\(result)")
        }
    }

    @Test("a clean lint run says so")
    func cleanLint() async throws {
        try await DemoProject.with { project in
            // The step's only findings are Spotlight's two buttons under 44 pt; the project turns that check off.
            try project.replace(#""tours": ["#, with: #""lint": { "small-target": "off" }, "tours": ["#, in: Demo.project)
            let result = try await project.run("lint", "--tour", "spotlight", "--step", "1", "--portrait")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout == "lint: no warnings in 1 image\n", "\(result)")
        }
    }

    @Test("layout JSON numbers have at most three decimals")
    func layoutRounded() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("layout", "--all", "--both", "--json")
            #expect(result.status == 0, "\(result)")
            let long = try NSRegularExpression(pattern: "[0-9]\\.[0-9]{4,}")
            let range = NSRange(result.stdout.startIndex..., in: result.stdout)
            #expect(long.firstMatch(in: result.stdout, range: range) == nil, "a number with more than 3 decimals:\n\(result.stdout.prefix(2000))")
        }
    }

    @Test("diff --help names no project setting diff does not read")
    func diffHelp() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("diff", "--help")
            #expect(result.status == 0)
            #expect(!result.stdout.contains("check.threshold") && !result.stdout.contains("project"), "\(result)")
        }
    }

    @Test("on a terminal: a progress line and colour; NO_COLOR and --quiet turn them off")
    func terminal() async throws {
        try await DemoProject.with { project in
            let binary = RepositoryPaths.tourshotBinary.path
            func onTerminal(_ command: String, environment: [String: String] = [:]) async throws -> CLIResult {
                // script(1) runs the command with a pseudo-terminal as its stdout and stderr.
                try await CLIRunner.run(["-qec", "\(binary) \(command)", "/dev/null"], in: project.root,
                                        executable: URL(fileURLWithPath: "/usr/bin/script"), environment: environment)
            }
            let render = try await onTerminal("render --tour spotlight --out out/")
            #expect(render.stdout.contains("[1/3] spotlight-iphone-15-step0"), "\(render)")
            #expect(render.stdout.contains("\u{1B}[2K"), "the progress line is erased at the end:\n\(render)")
            let quiet = try await onTerminal("render --tour spotlight --out out/ --quiet")
            #expect(!quiet.stdout.contains("[1/3]"), "\(quiet)")

            // An empty value clears NO_COLOR, which the test runner may have set.
            let coloured = try await onTerminal("render --stpe 2", environment: ["NO_COLOR": ""])
            #expect(coloured.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m unknown option"), "\(coloured)")
            let plain = try await onTerminal("render --stpe 2", environment: ["NO_COLOR": "1"])
            #expect(plain.stdout.contains("error: unknown option") && !plain.stdout.contains("\u{1B}["), "\(plain)")
        }
    }
}
