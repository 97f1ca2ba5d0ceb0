import Foundation
import Testing
import TourshotTestSupport

/// The action's install step (`scripts/action install`, action.yml's first step) with a local
/// package archive: a tiny stand-in for scripts/package's tarball (shell scripts for the three
/// programs, empty files by the pinned fonts' names, the manifest), so nothing is compiled and
/// the step must finish within the 15 s the issue allows. The real package on a fresh Debian
/// root is scripts/check-package's (docs/install.md).
struct ActionPackageTests {
    static let script = RepositoryPaths.path("scripts/action")
    static let version = "9.9.9"

    /// The pinned font files' names, as scripts/package reads them from FontFiles.swift.
    static func fontNames() throws -> [String] {
        let source = try String(contentsOf: RepositoryPaths.path("Sources/TourshotRender/Fonts/FontFiles.swift"), encoding: .utf8)
        return source.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "Pinned(name: \"") else { return nil }
            return line[range.upperBound...].split(separator: "\"").first.map(String.init)
        }
    }

    static func machineArchitecture() async throws -> String {
        let uname = try await CLIRunner.run(["-m"], in: FileManager.default.temporaryDirectory, executable: URL(fileURLWithPath: "/bin/uname"))
        return uname.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    struct Options {
        var architecture: String? = nil  // nil: this machine's
        var fonts = true
        var libraries: [String] = []     // "soname package" lines of the manifest
        var checksum: Checksum = .right
        enum Checksum { case right, wrong, none }
    }

    /// Writes `tourshot-9.9.9-linux-ARCH.tar.gz` (and its .sha256) into `folder`; returns its path.
    static func makePackage(in folder: DemoProject, _ options: Options = Options()) async throws -> String {
        let machine = try await machineArchitecture()
        let arch = options.architecture ?? machine
        let name = "tourshot-\(version)-linux-\(arch)"
        let program = "#!/bin/sh\necho \"tourshot \(version)\"\necho \"tourshot sources 0000\"\n"
        for binary in ["tourshot", "tourshot-swift-reader", "tourshot-serve"] {
            try folder.write("stage/\(name)/bin/\(binary)", program)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url("stage/\(name)/bin/\(binary)").path)
        }
        let fonts = try fontNames()
        #expect(fonts.count == 11, "\(fonts)")
        if options.fonts {
            for font in fonts { try folder.write("stage/\(name)/share/tourshot/fonts/\(font)", "") }
        }
        try folder.write("stage/\(name)/share/tourshot/schema/project.schema.json", "{}\n")
        let manifest = ["tourshot \(version)", "sources 0000", "arch \(arch)"] + fonts.map { "font \($0) fonts-test" }
            + options.libraries.map { "library \($0)" }
        try folder.write("stage/\(name)/share/tourshot/package.txt", manifest.joined(separator: "\n") + "\n")
        let archive = "\(name).tar.gz"
        var shell = "tar -C stage -czf \(archive) \(name)"
        switch options.checksum {
        case .right: shell += " && sha256sum \(archive) > \(archive).sha256"
        case .wrong: shell += " && echo '\(String(repeating: "0", count: 64))  \(archive)' > \(archive).sha256"
        case .none: break
        }
        let made = try await CLIRunner.run(["-c", shell], in: folder.root, executable: URL(fileURLWithPath: "/bin/sh"))
        try #require(made.status == 0, "\(made)")
        return archive
    }

    /// `scripts/action install` in the repository, with the package input; RUNNER_TEMP inside it.
    static func install(in folder: DemoProject, package: String?, releases: String = "") async throws -> CLIResult {
        let environment = [
            "TOURSHOT_PACKAGE": package ?? "", "TOURSHOT_VERSION": "", "TOURSHOT_RELEASES": releases,
            "TOURSHOT_SWIFT_SOURCES": "", "TOURSHOT_BINARY": "",
            "RUNNER_TEMP": folder.url("runner").path, "GITHUB_OUTPUT": folder.url("github-output").path,
        ]
        try FileManager.default.createDirectory(at: folder.url("runner"), withIntermediateDirectories: true)
        return try await CLIRunner.run(["install"], in: folder.root, executable: script, environment: environment)
    }

    static func installed(_ folder: DemoProject, _ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url("runner/tourshot-install/\(relative)").path)
    }

    @Test func installsALocalPackageWithItsChecksumInSeconds() async throws {
        try await DemoProject.with(empty: true) { folder in
            let archive = try await Self.makePackage(in: folder)
            let install = try await Self.install(in: folder, package: archive)
            #expect(install.status == 0, "\(install)")
            #expect(install.seconds < 15, "\(install)")
            for program in ["tourshot", "tourshot-swift-reader", "tourshot-serve"] {
                #expect(Self.installed(folder, "bin/\(program)"), "\(program)")
            }
            #expect(Self.installed(folder, "share/tourshot/fonts/Inter-Regular.otf"))
            #expect(Self.installed(folder, "share/tourshot/schema/project.schema.json"))
            #expect(install.stderr.contains("(tourshot \(Self.version))"), "\(install)")
            let prefix = folder.url("runner/tourshot-install").path
            #expect(try folder.text("github-output") == "tourshot=\(prefix)/bin/tourshot\nsource-build=false\n")
            // Installing again over the first install (a re-run job) replaces it.
            let again = try await Self.install(in: folder, package: archive)
            #expect(again.status == 0, "\(again)")
        }
    }

    @Test func aChecksumMismatchOrNoChecksumInstallsNothing() async throws {
        try await DemoProject.with(empty: true) { folder in
            let archive = try await Self.makePackage(in: folder, .init(checksum: .wrong))
            let wrong = try await Self.install(in: folder, package: archive)
            #expect(wrong.status == 2, "\(wrong)")
            #expect(wrong.stderr.contains("checksum mismatch for /"), "\(wrong)")
            #expect(wrong.stderr.contains("/\(archive): expected 0000"), "\(wrong)")
            #expect(wrong.stderr.contains("download it again"), "\(wrong)")
            #expect(!Self.installed(folder, "bin/tourshot"))
            try folder.remove("\(archive).sha256")
            let none = try await Self.install(in: folder, package: archive)
            #expect(none.status == 2, "\(none)")
            #expect(none.stderr.contains("no checksum file"), "\(none)")
            #expect(!Self.installed(folder, "bin/tourshot"))
        }
    }

    @Test func aPackageForAnotherArchitectureIsRefusedByName() async throws {
        try await DemoProject.with(empty: true) { folder in
            let machine = try await Self.machineArchitecture()
            let other = machine == "s390x" ? "ppc64le" : "s390x"
            let archive = try await Self.makePackage(in: folder, .init(architecture: other))
            let install = try await Self.install(in: folder, package: archive)
            #expect(install.status == 2, "\(install)")
            #expect(install.stderr.contains("is for \(other), this machine is \(machine): download tourshot-…-linux-\(machine).tar.gz"), "\(install)")
            #expect(!Self.installed(folder, "bin/tourshot"))
        }
    }

    @Test func missingFontsOrLibrariesAreNamedWithTheirFix() async throws {
        try await DemoProject.with(empty: true) { folder in
            let archive = try await Self.makePackage(in: folder, .init(fonts: false))
            let fonts = try await Self.install(in: folder, package: archive)
            #expect(fonts.status == 2, "\(fonts)")
            #expect(fonts.stderr.contains("has no font files Inter-Regular.otf"), "\(fonts)")
            #expect(fonts.stderr.contains("which must lie beside bin/"), "\(fonts)")
            #expect(!Self.installed(folder, "bin/tourshot"))
        }
        // scripts/install itself: the action's step would apt-get the package (--with-libraries).
        try await DemoProject.with(empty: true) { folder in
            let archive = try await Self.makePackage(in: folder, .init(libraries: ["libc.so.6 libc6", "libtourshot-absent.so.9 tourshot-absent9"]))
            let libraries = try await CLIRunner.run(["--from", archive, "--prefix", folder.url("runner/tourshot-install").path], in: folder.root,
                                                    executable: RepositoryPaths.path("scripts/install"))
            #expect(libraries.status == 1, "\(libraries)")
            #expect(libraries.stderr.contains("missing runtime libraries: libtourshot-absent.so.9; install them with: apt-get install tourshot-absent9"), "\(libraries)")
            #expect(!Self.installed(folder, "bin/tourshot"))
        }
    }

    /// No package input and no release to download from: the step says so and hands the source
    /// build its cache key, which the workflow's cache step uses.
    @Test func withoutAPackageItAsksForTheSourceBuild() async throws {
        try await DemoProject.with(empty: true) { folder in
            let install = try await Self.install(in: folder, package: nil)
            #expect(install.status == 0, "\(install)")
            #expect(install.stderr.contains("building from source"), "\(install)")
            let outputs = try folder.text("github-output")
            #expect(outputs.hasPrefix("source-build=true\ncache-key=tourshot-build-Linux-"), "\(outputs)")
            let missing = try await Self.install(in: folder, package: "nowhere.tar.gz")
            #expect(missing.status == 2 && missing.stderr.contains("package nowhere.tar.gz not found"), "\(missing)")
        }
    }
}
