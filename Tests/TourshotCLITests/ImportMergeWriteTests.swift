import Foundation
import Testing
import TourshotTestSupport

/// What `import screen --merge` does to the file on disk: nothing when it is up to date, the
/// owner's mode, group and links kept when it changes, and nothing at all for a capture it
/// refuses (a file cut short, another device's size).
@Suite("import screen: the merged file")
struct ImportMergeWriteTests {
    static let seScreen = ImportScreenCommandTests.seScreen
    static let seCapture = ImportScreenCommandTests.seCapture

    static func status(_ url: URL) -> stat {
        var info = stat()
        _ = lstat(url.path, &info)
        return info
    }

    /// The review's case: an up-to-date file written by hand (`64.0`, `\u0041`), mode 0640,
    /// another group, a second hard link and a link to it: nothing about it changes.
    @Test func upToDateFileIsNotWritten() async throws {
        try await DemoProject.with { folder in
            try folder.replace(#""mapView": { "frame": [0, 64, 375, 340]"#, with: #""mapView": { "frame": [0.0, 64.0, 375.0, 340.0]"#, in: Self.seScreen)
            try folder.replace(#"[12, 300, 60, 48], "cornerRadius": 12, "title": "SPD""#, with: #"[12, 300, 60, 48], "cornerRadius": 12, "title": "\u0053PD""#, in: Self.seScreen)
            let file = folder.url(Self.seScreen)
            #expect(chmod(file.path, 0o640) == 0)
            #expect(chown(file.path, uid_t.max, 4242) == 0 || getuid() != 0)
            let hardLink = folder.url("Fixtures/approach/hard.screen.json")
            #expect(link(file.path, hardLink.path) == 0)
            #expect(symlink("iphone-se.screen.json", folder.url("Fixtures/approach/linked.screen.json").path) == 0)
            let before = try folder.data(Self.seScreen), info = Self.status(file)

            for target in [Self.seScreen, "Fixtures/approach/linked.screen.json", "Fixtures/approach/hard.screen.json"] {
                let result = try await folder.run("import", "screen", Self.seCapture, "--merge", target)
                #expect(result.status == 0, "\(result)")
                #expect(result.stdoutLines.last == "\(target) is up to date")
            }
            let after = Self.status(file)
            #expect(try folder.data(Self.seScreen) == before)
            #expect(after.st_ino == info.st_ino && after.st_nlink == 2 && after.st_mode == info.st_mode && after.st_gid == info.st_gid)
            #expect(after.st_mtim.tv_sec == info.st_mtim.tv_sec && after.st_mtim.tv_nsec == info.st_mtim.tv_nsec)
            #expect(Self.status(folder.url("Fixtures/approach/linked.screen.json")).st_mode & S_IFMT == S_IFLNK)
            #expect(folder.temporaryFiles().isEmpty)
        }
    }

    /// A merge that changes the file writes through a link to its target and keeps the mode.
    @Test func changedFileKeepsItsModeAndLink() async throws {
        try await DemoProject.with { folder in
            try folder.replace(#""speedButton": { "frame": [12, 300, 60, 48]"#, with: #""speedButton": { "frame": [12, 310, 60, 48]"#, in: Self.seScreen)
            #expect(chmod(folder.url(Self.seScreen).path, 0o640) == 0)
            let linked = "Fixtures/approach/linked.screen.json"
            #expect(symlink("iphone-se.screen.json", folder.url(linked).path) == 0)
            let result = try await folder.run("import", "screen", Self.seCapture, "--merge", linked)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.suffix(2) == ["moved 1: speedButton", "updated \(linked)"])
            #expect(Self.status(folder.url(linked)).st_mode & S_IFMT == S_IFLNK)
            #expect(Self.status(folder.url(Self.seScreen)).st_mode & 0o7777 == 0o640)
            #expect(try folder.text(Self.seScreen).contains(#""speedButton": { "frame": [12, 300, 60, 48]"#))
        }
    }

    /// A link that leads out of the folder is refused by the path policy, as any path is.
    @Test func linkOutOfTheFolderIsRefused() async throws {
        try await DemoProject.with { folder in
            let outside = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-outside-\(UUID().uuidString).screen.json")
            try folder.data(Self.seScreen).write(to: outside)
            defer { try? FileManager.default.removeItem(at: outside) }
            #expect(symlink(outside.path, folder.url("out.screen.json").path) == 0)
            let result = try await folder.run("import", "screen", Self.seCapture, "--merge", "out.screen.json")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("leads outside the project folder"), "\(result)")
        }
    }

    /// The review's case: a truncated Appium source with --merge --prune removed the elements
    /// after the cut (6 → 1, exit 0). Now it is refused and the file is untouched.
    @Test func truncatedCaptureNeverPrunes() async throws {
        try await DemoProject.with { folder in
            _ = try await folder.run("import", "screen", "Fixtures/captures/appium-source.xml", "--device", "iphone-15", "--out", "notes.screen.json")
            let before = try folder.data("notes.screen.json")
            let lines = try folder.text("Fixtures/captures/appium-source.xml").split(separator: "\n", omittingEmptySubsequences: false)
            try folder.write("cut.xml", lines.prefix(8).joined(separator: "\n") + "\n")
            let result = try await folder.run("import", "screen", "cut.xml", "--merge", "notes.screen.json", "--prune")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines == ["error: cut.xml: line 9: the file ends with <XCUIElementTypeTable> (opened on line 8) not closed, inside 4 more; it is cut short; expected an Appium page source (XML)"])
            #expect(try folder.data("notes.screen.json") == before)
        }
    }

    /// The review's minor case: an iPhone SE capture merged into an iPhone 15 Pro file wrote a
    /// 375×667 size the device does not have. (This file gives its size and scale; one that
    /// names its device is checked against the preset's size, `ScreenMergeSizeTests`.)
    @Test func captureOfAnotherDeviceIsRefused() async throws {
        try await DemoProject.with { folder in
            let pro = "Fixtures/approach/iphone-15-pro.screen.json"
            let before = try folder.data(pro)
            let result = try await folder.run("import", "screen", Self.seCapture, "--merge", pro)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines == ["error: \(Self.seCapture): the capture is 375×667 pt, and \(pro)'s portrait screen is 393×852 pt: a merge keeps the file's device, so nothing was written; merge a capture from that device, or make a screen file for this one with --out NEW.screen.json --device iphone-se"])
            #expect(try folder.data(pro) == before)
        }
    }
}
