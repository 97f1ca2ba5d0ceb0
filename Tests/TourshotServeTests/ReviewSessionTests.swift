import Foundation
import Testing
import TourshotFiles
import TourshotModel
import TourshotPreview
@testable import TourshotServe
import TourshotTestSupport

/// The session draws everything once, then only the images whose input keys changed; broken
/// input keeps the last good images with the CLI's own error lines, and fixing it recovers.
/// On a wireframe of the iPhone SE in portrait and a tutorial of 3 steps (quick to draw in a
/// debug build), in a folder of its own.
@Suite("serve: review session")
struct ReviewSessionTests {
    static func withProject(_ body: (URL) async throws -> Void) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-serve-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "tourshot.json": """
                { "tours": [ { "name": "tour", "tutorial": "tour.tutorial.json", "screens": ["iphone-se.screen.json"] } ] }
                """,
            "iphone-se.screen.json": """
                { "name": "iphone-se", "device": "iphone-se",
                  "portrait": { "elements": {
                    "title": { "frame": [20, 44, 335, 44], "title": "Welcome" },
                    "primaryButton": { "frame": [20, 601, 335, 50], "cornerRadius": 12, "title": "Get started" } } } }
                """,
            "tour.tutorial.json": """
                { "style": "tutorialkit",
                  "steps": [
                    { "title": "Welcome", "body": "Tap here to begin.", "arrows": [{ "element": "primaryButton", "anchor": "top" }] },
                    { "title": "Map View", "body": "Its title says where you are.", "arrows": [{ "element": "title", "anchor": "bottom" }] },
                    { "title": "Ready", "body": "That is the whole tour." } ] }
                """,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
        try await body(root)
    }

    static func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    /// The updates a session published, in order.
    final class Updates: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [ReviewSession.Update] = []
        func add(_ update: ReviewSession.Update) { lock.lock(); list.append(update); lock.unlock() }
        /// Those published since the last call.
        func take() -> [ReviewSession.Update] { lock.lock(); defer { list = []; lock.unlock() }; return list }
    }

    @Test func redrawsWhatChangedAndKeepsTheLastGoodImagesOnBadInput() async throws {
        try await Self.withProject { root in
            let project = root.appendingPathComponent("tourshot.json").path
            let tutorial = root.appendingPathComponent("tour.tutorial.json")
            let session = ReviewSession(.init(projectPath: project, allowOutside: false), acceptor: { _, _, _ in [] })
            let updates = Updates()
            session.onUpdate = { updates.add($0) }
            let all = (1...3).map { "tour-iphone-se-step0\($0)-portrait" }
            session.refreshNow()
            // The pictures first, then their review.
            let first = updates.take()
            #expect(first.map(\.redrawn) == [all, []])
            #expect(first.map(\.reviewed) == [[], all])
            #expect(first.map(\.version) == [1, 2])

            // Nothing changed: nothing drawn, the version stays.
            session.refreshNow()
            let same = updates.take()
            #expect(same.map(\.redrawn) == [[]] && same.map(\.version) == [2])

            let step2 = ["tour-iphone-se-step02-portrait"]
            try Self.edit(tutorial, "\"title\": \"Map View\"", "\"title\": \"Map View, edited\"")
            session.refreshNow()
            let edited = updates.take()
            #expect(edited.map(\.redrawn) == [step2, []])
            #expect(edited.map(\.reviewed) == [[], step2])
            #expect(edited.map(\.version) == [3, 4])

            // Broken JSON: the CLI's lines, the images kept.
            try Self.edit(tutorial, "\"title\": \"Map View, edited\"", "\"title\": \"Map View, edited\",,")
            session.refreshNow()
            var expected: [String] = []
            do {
                _ = try ImageSelection(defaults: .everything).jobs(in: try PreviewProject.load(project))
            } catch {
                expected = (error as? PreviewFailure)?.lines ?? ["\(error)"]
            }
            #expect(!expected.isEmpty)
            #expect(expected.first?.contains("tour.tutorial.json:") == true)
            let broken = updates.take()
            #expect(broken.map(\.error) == [expected])
            #expect(broken.map(\.version) == [5])
            #expect(session.currentError == expected)

            try Self.edit(tutorial, "\"title\": \"Map View, edited\",,", "\"title\": \"Map View, fixed\"")
            session.refreshNow()
            let fixed = updates.take()
            #expect(fixed.map(\.error) == [nil, nil])
            #expect(fixed.map(\.redrawn) == [step2, []])
            #expect(session.currentError == nil)
        }
    }

    /// More images than `Limits.servedImages` are refused before any is drawn, with their count.
    @Test func tooManyImagesAreRefusedBeforeDrawing() async throws {
        try await Self.withProject { root in
            let steps = (1...500).map { "{ \"title\": \"Step \($0)\", \"body\": \"Text.\" }" }.joined(separator: ",\n")
            try Data("{ \"style\": \"tutorialkit\", \"steps\": [\(steps)] }".utf8).write(to: root.appendingPathComponent("long.tutorial.json"))
            let entries = (1...5).map { "{ \"name\": \"long\($0)\", \"tutorial\": \"long.tutorial.json\", \"screens\": [\"iphone-se.screen.json\"] }" }
            try Data("{ \"tours\": [\(entries.joined(separator: ", "))] }".utf8).write(to: root.appendingPathComponent("tourshot.json"))
            let project = root.appendingPathComponent("tourshot.json")
            let session = ReviewSession(.init(projectPath: project.path, allowOutside: false), acceptor: { _, _, _ in [] })
            let update = session.refreshNow()
            #expect(update.redrawn.isEmpty)
            #expect(update.error == ["\(InputFile.displayPath(project)): the page asks for 2500 images (1 variant), more than the 2000 tourshot serve keeps drawn; choose fewer appearances and text scales in the page, or serve a project file with fewer tours"])
        }
    }

    /// A variant that would take the images over the limit is refused for its page alone: it is
    /// not kept, so the next refresh still draws every other page's images.
    @Test func aVariantOverTheImageLimitIsRefusedAloneAndUpdatesGoOn() async throws {
        try await Self.withProject { root in
            let project = root.appendingPathComponent("tourshot.json")
            let session = ReviewSession(.init(projectPath: project.path, allowOutside: false, imageLimit: 5), acceptor: { _, _, _ in [] })
            let updates = Updates()
            session.onUpdate = { updates.add($0) }
            session.refreshNow()
            _ = updates.take()
            let grid = await session.grid(PageVariant(appearance: .dark, textScale: nil))
            let message = "\(InputFile.displayPath(project)): the page asks for 6 images (2 variants), more than the 5 tourshot serve keeps drawn; choose fewer appearances and text scales in the page, or serve a project file with fewer tours"
            #expect(grid.contains(message.replacingOccurrences(of: "/", with: "\\/")) || grid.contains(message), "\(grid)")
            #expect(updates.take().isEmpty, "nothing drawn for the refused page")
            // The base page still updates after an edit.
            let tutorial = root.appendingPathComponent("tour.tutorial.json")
            let text = try String(contentsOf: tutorial, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"New ").utf8).write(to: tutorial)
            session.refreshNow()
            let after = updates.take()
            #expect(after.map(\.error) == [nil, nil])
            #expect(after.first?.redrawn.count == 3, "\(after)")
        }
    }

    /// A kept variant that an edit takes over the image limit is dropped, not an error for
    /// every page: the tours' own images go on updating, and its page is told.
    @Test func aKeptVariantOverTheLimitAfterAnEditIsDropped() async throws {
        try await Self.withProject { root in
            let project = root.appendingPathComponent("tourshot.json")
            let session = ReviewSession(.init(projectPath: project.path, allowOutside: false, imageLimit: 8), acceptor: { _, _, _ in [] })
            let updates = Updates()
            session.onUpdate = { updates.add($0) }
            session.refreshNow()
            let dark = PageVariant(appearance: .dark, textScale: nil)
            _ = await session.grid(dark)
            _ = updates.take()
            // Two more steps: 5 images for each of the two variants, 10 > 8.
            let tutorial = root.appendingPathComponent("tour.tutorial.json")
            let text = try String(contentsOf: tutorial, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "{ \"title\": \"Ready\"", with: "{ \"title\": \"More\", \"body\": \"x\" }, { \"title\": \"Most\", \"body\": \"y\" }, { \"title\": \"Ready\"").utf8).write(to: tutorial)
            session.refreshNow()
            let after = updates.take()
            #expect(after.allSatisfy { $0.error == nil }, "\(after)")
            // The step count is in every step's key (the last step's buttons, the pager): all five.
            #expect(after.first?.redrawn.count == 5, "the base's images: \(after)")
            let following = await session.grid(dark, following: true)
            #expect(following.contains("this page's appearance and text scale are no longer drawn"), "\(following)")
        }
    }

    /// A golden recorded outside the server (`tourshot record`, a checkout) is compared again:
    /// its image is reviewed anew, once.
    @Test func goldensChangedOutsideAreComparedAgain() async throws {
        try await Self.withProject { root in
            let session = ReviewSession(.init(projectPath: root.appendingPathComponent("tourshot.json").path, allowOutside: false), acceptor: { _, _, _ in [] })
            let updates = Updates()
            session.onUpdate = { updates.add($0) }
            session.refreshNow()
            _ = updates.take()
            let goldens = root.appendingPathComponent("GoldenImages")
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try Data([1]).write(to: goldens.appendingPathComponent("tour-iphone-se-step02-portrait.png"))
            session.refreshNow()
            #expect(updates.take().map(\.redrawn) == [["tour-iphone-se-step02-portrait"], []])
            session.refreshNow()
            #expect(updates.take().map(\.redrawn) == [[]], "compared once")
        }
    }

    /// Each tour's own variant and the three asked for last stay drawn; asking for a fifth drops
    /// the one asked for longest ago, and asking for that one again draws it anew.
    @Test func theVariantAskedForLongestAgoIsDropped() async throws {
        try await Self.withProject { root in
            let session = ReviewSession(.init(projectPath: root.appendingPathComponent("tourshot.json").path, allowOutside: false), acceptor: { _, _, _ in [] })
            let updates = Updates()
            session.onUpdate = { updates.add($0) }
            session.refreshNow()
            let variants = [PageVariant(appearance: .dark, textScale: nil), PageVariant(appearance: .light, textScale: nil),
                            PageVariant(appearance: nil, textScale: 1.3), PageVariant(appearance: nil, textScale: 2)]
            for variant in variants { _ = await session.grid(variant) }
            let ids = { (suffix: String) in (1...3).map { "tour-iphone-se-step0\($0)-portrait" + suffix } }
            let fourth = updates.take().filter { !$0.redrawn.isEmpty }.last
            #expect(fourth?.redrawn == ids("~t2"))
            #expect(fourth?.removed == ids("~dark"))
            _ = await session.grid(variants[0])
            let again = updates.take().first
            #expect(again?.redrawn == ids("~dark"))
            #expect(again?.removed == ids("~light"))
            // Asking for a kept variant draws nothing.
            _ = await session.grid(.base)
            #expect(updates.take().isEmpty)
            // A page following a live update does not draw its dropped variant again (five pages
            // on five variants would drop each other's in turn); it is told why.
            let following = await session.grid(variants[1], following: true)
            #expect(updates.take().isEmpty)
            #expect(following.contains("this page's appearance and text scale are no longer drawn: tourshot serve keeps 4 at a time"), "\(following)")
            // A page open across a restart follows updates on a variant the new session never had: drawn.
            let restarted = ReviewSession(.init(projectPath: root.appendingPathComponent("tourshot.json").path, allowOutside: false), acceptor: { _, _, _ in [] })
            let restartedUpdates = Updates()
            restarted.onUpdate = { restartedUpdates.add($0) }
            restarted.refreshNow()
            _ = restartedUpdates.take()
            let reopened = await restarted.grid(variants[1], following: true)
            #expect(!reopened.contains("no longer drawn"), "\(reopened)")
            #expect(restartedUpdates.take().first?.redrawn == ids("~light"))
        }
    }
}
