import Foundation
import Testing
import TourshotTestSupport
#if canImport(Glibc)
import Glibc
#endif

@Suite("interrupts")
struct InterruptTests {
    @Test("a signal mid-render exits with 128 + the signal, says so, and leaves only complete images",
          arguments: [SIGINT, SIGTERM])
    func interruptedRender(signal: Int32) async throws {
        try await DemoProject.with { project in
            // The signal goes out when the first of ten images is in place; a machine fast
            // enough to finish the other nine first gets another try.
            var interrupted: (status: Int32, stderr: String)?
            for _ in 0..<3 where interrupted == nil {
                interrupted = try await renderAll(in: project, signalAfterFirstImage: signal)
            }
            let run = try #require(interrupted, "every render finished before the signal arrived")
            #expect(run.status == 128 + signal, "\(run.stderr)")
            #expect(run.stderr.contains("tourshot: interrupted; unfinished files were removed"))
            #expect(project.temporaryFiles().isEmpty)
            let images = try project.pngFiles().filter { $0.hasPrefix("out/") }
            #expect(!images.isEmpty && images.count < 10, "\(images)")
            for image in images {
                let bytes = [UInt8](try project.data(image))
                #expect(PNGInfo.hasSignature(Data(bytes)) && bytes.suffix(12).starts(with: [0, 0, 0, 0] + Array("IEND".utf8)),
                        "\(image) is not a whole PNG")
            }
        }
    }

    /// Runs `render --all --both` into `out/`, sends `signal` once the first image is in
    /// place, and returns the exit status and stderr; nil when the run finished first.
    private func renderAll(in project: DemoProject, signalAfterFirstImage signal: Int32) async throws -> (status: Int32, stderr: String)? {
        let output = project.url("out")
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let errors = project.url("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }

        let process = Process()
        process.executableURL = RepositoryPaths.tourshotBinary
        process.arguments = ["render", "--all", "--both", "--out", "out/"]
        process.currentDirectoryURL = project.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline {
            let written = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            if written.contains(where: { $0.hasSuffix(".png") && !$0.hasPrefix(".") }) {
                kill(process.processIdentifier, signal)
                break
            }
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        while process.isRunning, Date() < deadline { try await Task.sleep(nanoseconds: 5_000_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try #require(!process.isRunning, "render did not exit within two minutes")
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus) instead of exiting")
        if process.terminationStatus == 0 { return nil }
        return (process.terminationStatus, try project.text("stderr.txt"))
    }
}
