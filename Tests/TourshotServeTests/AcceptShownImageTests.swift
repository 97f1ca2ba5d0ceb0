import Foundation
import Testing
import TourshotCLI
import TourshotFiles
import TourshotServe

/// Accept records the picture the page showed, never one nobody saw: a picture drawn again
/// since, or inputs saved on disk since (a new title, not yet redrawn), are refused with 409
/// and no golden is written. With the acceptor `tourshot serve` itself uses (record, in process).
@Suite("serve: Accept records what was shown")
struct AcceptShownImageTests {
    static let step2 = "tour-iphone-se-step02-portrait"

    static func session(_ root: URL) -> ReviewSession {
        ReviewSession(.init(projectPath: root.appendingPathComponent("tourshot.json").path, allowOutside: false),
                      acceptor: { job, project, shownKey in
                          do {
                              return try GoldenAcceptance.record(job, project: project, shownKey: shownKey)
                          } catch let failure as GoldenAcceptance.Failure where failure.isConflict {
                              throw ReviewSession.Refusal(status: 409, message: failure.description)
                          }
                      })
    }

    /// The version of image `id` the page would show now.
    static func shownVersion(_ session: ReviewSession, _ id: String) async throws -> Int {
        let grid = try JSONSerialization.jsonObject(with: Data(await session.grid(.base).utf8)) as? [String: Any]
        let images = try #require(grid?["images"] as? [[String: Any]])
        return try #require(images.first { $0["id"] as? String == id }?["v"] as? Int)
    }

    /// A session that drew and showed step 2, whose title was then saved renamed (not yet redrawn).
    static func shownThenRenamed(_ root: URL) async throws -> (ReviewSession, shown: Int) {
        let session = Self.session(root)
        session.refreshNow()
        let shown = try await Self.shownVersion(session, Self.step2)
        try ReviewSessionTests.edit(root.appendingPathComponent("tour.tutorial.json"), "\"title\": \"Map View\"", "\"title\": \"Map View, renamed\"")
        return (session, shown)
    }

    static func golden(_ root: URL) -> URL { root.appendingPathComponent("GoldenImages/\(step2).png") }

    @Test func aTitleSavedAfterThePictureWasShownIsNotRecorded() async throws {
        try await ReviewSessionTests.withProject { root in
            // Saved, and Accept pressed before the watcher redrew it.
            let (session, shown) = try await Self.shownThenRenamed(root)
            let refused = await session.accept(Self.step2, shown: shown)
            #expect(refused == .failure(ReviewSession.Refusal(status: 409, message: "\(Self.step2) changed since the page showed it (its files on disk give another picture); nothing recorded: look at it again and accept once more")))
            #expect(!FileManager.default.fileExists(atPath: Self.golden(root).path))

            // Once redrawn and shown, the same Accept records it.
            session.refreshNow()
            let redrawn = try await Self.shownVersion(session, Self.step2)
            #expect(redrawn > shown)
            let accepted = await session.accept(Self.step2, shown: redrawn)
            #expect((try? accepted.get()) == ["recorded \(Self.step2) in \(InputFile.displayPath(root.appendingPathComponent("GoldenImages")))"], "\(accepted)")
            #expect(FileManager.default.fileExists(atPath: Self.golden(root).path))
        }
    }

    @Test func anOlderPictureThanTheOneDrawnNowIsNotRecorded() async throws {
        try await ReviewSessionTests.withProject { root in
            let (session, shown) = try await Self.shownThenRenamed(root)
            session.refreshNow()
            // The page still shows the first picture.
            #expect(await session.accept(Self.step2, shown: shown) == .failure(ReviewSession.Refusal(status: 409, message: "image \(Self.step2) changed since the page showed it; look at it again and accept once more")))
            #expect(await session.accept(Self.step2, shown: nil) == .failure(ReviewSession.Refusal(status: 400, message: "Accept names the picture the page showed (header X-Tourshot-Shown: its version); reload the page")))
            #expect(!FileManager.default.fileExists(atPath: Self.golden(root).path))
        }
    }

    /// A font file replaced while the server runs: its pictures were drawn with the old file,
    /// so Accept refuses rather than record a key naming the new one (`check` would then pass
    /// undrawn what `check --full` fails). The project's `fonts` folder holds links to the
    /// installed files; Inter Regular's is re-pointed at Inter Bold.
    @Test func aFontChangedUnderTheServerIsNotRecorded() async throws {
        try await ReviewSessionTests.withProject { root in
            let fonts = root.appendingPathComponent("fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            let installed = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/truetype/dejavu",
                             "/usr/share/fonts/truetype/droid", "/usr/share/fonts/truetype/quicksand"]
            for folder in installed {
                for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                    try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent(name).path, withDestinationPath: folder + "/" + name)
                }
            }
            try ReviewSessionTests.edit(root.appendingPathComponent("tourshot.json"), "{ \"tours\"", "{ \"fonts\": [\"fonts\"], \"tours\"")
            let session = Self.session(root)
            session.refreshNow()
            let shown = try await Self.shownVersion(session, Self.step2)
            let link = fonts.appendingPathComponent("Inter-Regular.otf").path
            try FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
            let refused = await session.accept(Self.step2, shown: shown)
            #expect(refused == .failure(ReviewSession.Refusal(status: 409, message: "font files changed since tourshot serve loaded them (\(link)), so the page shows pictures drawn with the old ones; nothing recorded: restart tourshot serve, look again and accept")), "\(refused)")
            #expect(!FileManager.default.fileExists(atPath: Self.golden(root).path))
        }
    }
}
