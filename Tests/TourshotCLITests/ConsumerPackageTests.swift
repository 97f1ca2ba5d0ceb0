import Foundation
import Testing
import TourshotTestSupport

/// An app's package that depends on tourshot as its README says (TourshotTesting and the
/// command plugin), built and run by SwiftPM. It lives at a fixed place under `.build` with its
/// own scratch path, so after the first run (a debug build of tourshot) only what changed
/// builds again.
@Suite(.enabled(if: ConsumerPackage.swiftTool != nil, "needs swift on PATH"), .serialized)
struct ConsumerPackageTests {
    @Test func pluginRecordsAndChecksAndTheTestLibraryAgrees() async throws {
        let app = try ConsumerPackage.prepare()
        // The project has no Swift tour: the plugin must not build tourshot-swift-reader (and
        // swift-syntax) for it. A reader left by an earlier run is removed so a rebuild shows.
        let readers = { ConsumerPackage.built("tourshot-swift-reader") }
        try readers().forEach { try FileManager.default.removeItem(at: $0) }
        let record = try await ConsumerPackage.swift(["package", "--allow-writing-to-package-directory", "tourshot", "record"], in: app)
        #expect(record.status == 0, "\(record)")
        #expect(readers().isEmpty, "\(readers())")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent("GoldenImages").path)
        #expect(goldens.contains("onboarding-iphone-15-pro-step01-portrait.png"), "\(goldens)")
        let check = try await ConsumerPackage.swift(["package", "--allow-writing-to-package-directory", "tourshot", "check"], in: app)
        #expect(check.status == 0, "\(check)")
        let test = try await ConsumerPackage.swift(["test"], in: app)
        #expect(test.status == 0, "\(test)")

        // A changed step: the plugin passes check's status on, the test fails with the accept command.
        let tutorial = app.appendingPathComponent("onboarding.tutorial.json")
        let text = try String(contentsOf: tutorial, encoding: .utf8)
        try text.replacingOccurrences(of: "Tap here to begin.", with: "Tap here to start.").write(to: tutorial, atomically: true, encoding: .utf8)
        let failing = try await ConsumerPackage.swift(["package", "--allow-writing-to-package-directory", "tourshot", "check"], in: app)
        #expect(failing.status != 0)
        #expect((failing.stdout + failing.stderr).contains("tourshot check exited with status 1"), "\(failing)")
        let failingTest = try await ConsumerPackage.swift(["test"], in: app)
        #expect(failingTest.status != 0)
        #expect(failingTest.stdout.contains("tourshot record --project \(app.appendingPathComponent("tourshot.json").path) --tour onboarding --screen iphone-15-pro --step 1 --portrait"),
                "\(failingTest)")
        let unknown = try await ConsumerPackage.swift(["package", "--allow-writing-to-package-directory", "tourshot", "lint"], in: app)
        #expect(unknown.status != 0)
        #expect((unknown.stdout + unknown.stderr).contains("usage: swift package tourshot check|record|render [options] (got \"lint\")"), "\(unknown)")
    }
}

enum ConsumerPackage {
    static let swiftTool: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// `.build/consumer`: `tourshot`, a link to this repository (the folder name is the package
    /// identity the app names, as for a URL ending in /tourshot), `App` and `scratch`.
    static let folder = RepositoryPaths.path(".build/consumer")

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.macOS(.v13)],
            dependencies: [
                .package(path: "../tourshot"),
            ],
            targets: [
                .testTarget(name: "AppTests", dependencies: [.product(name: "TourshotTesting", package: "tourshot")]),
            ]
        )

        """

    static let testSource = """
        import Foundation
        import TourshotTesting
        import XCTest

        final class OnboardingPreviewTests: XCTestCase {
            func testFirstStepMatchesItsGolden() {
                let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent("tourshot.json").path
                assertStepMatchesGolden(project: project, step: 1)
            }
        }

        """

    /// Files named `name` anywhere in the scratch path.
    static func built(_ name: String) -> [URL] {
        let scratch = folder.appendingPathComponent("scratch")
        return (FileManager.default.enumerator(at: scratch, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.lastPathComponent == name }
    }

    /// A fresh App (tourshot init's files, the manifest, one test) at the fixed place.
    static func prepare() throws -> URL {
        let files = FileManager.default
        let link = folder.appendingPathComponent("tourshot"), app = folder.appendingPathComponent("App")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        if (try? files.destinationOfSymbolicLink(atPath: link.path)) != RepositoryPaths.root.path {
            try? files.removeItem(at: link)
            try files.createSymbolicLink(atPath: link.path, withDestinationPath: RepositoryPaths.root.path)
        }
        try? files.removeItem(at: app)
        try files.createDirectory(at: app.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
        try manifest.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try testSource.write(to: app.appendingPathComponent("Tests/AppTests/OnboardingPreviewTests.swift"), atomically: true, encoding: .utf8)
        return app
    }

    /// `swift ARGUMENTS` in the app with the shared scratch path, after `tourshot init` there
    /// on first use. Half an hour: the first run builds tourshot.
    static func swift(_ arguments: [String], in app: URL) async throws -> CLIResult {
        if !FileManager.default.fileExists(atPath: app.appendingPathComponent("tourshot.json").path) {
            let initialised = try await CLIRunner.run(["init"], in: app)
            guard initialised.status == 0 else { throw CLIRunner.Failure.binaryMissing("tourshot init failed: \(initialised)") }
        }
        let scratch = ["--scratch-path", folder.appendingPathComponent("scratch").path]
        return try await CLIRunner.run([arguments[0]] + scratch + arguments.dropFirst(), in: app, timeout: 1800, executable: swiftTool!)
    }
}
