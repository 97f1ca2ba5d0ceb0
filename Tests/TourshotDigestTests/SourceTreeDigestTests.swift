import Foundation
import Testing
import TourshotDigest

/// The digest of tourshot's own sources, which every input key holds: the same wherever the
/// tree is, different after any edit, rename, added or removed file.
@Suite("Source tree digest")
struct SourceTreeDigestTests {
    private func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-tree-\(UUID().uuidString)")
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func digest(_ root: URL, _ names: [String]) throws -> String {
        try SourceTreeDigest.digest(root: root.path, files: names.map { root.appendingPathComponent($0).path })
    }

    @Test func followsPathsAndBytesNotTheFolderOrTheOrder() throws {
        let files = ["A/one.swift": "let one = 1\n", "B/two.c": "int two;\n"]
        let first = try tree(files), second = try tree(files)
        defer { for root in [first, second] { try? FileManager.default.removeItem(at: root) } }
        let original = try digest(first, ["A/one.swift", "B/two.c"])
        // The framing is "<length>:<relative path><length>:<bytes>" per file, in path order.
        var expected = SHA256()
        expected.update("11:A/one.swift12:let one = 1\n")
        expected.update("7:B/two.c9:int two;\n")
        #expect(original == expected.finalHex())
        #expect(try digest(second, ["B/two.c", "A/one.swift"]) == original)

        try Data("let one = 2\n".utf8).write(to: second.appendingPathComponent("A/one.swift"))
        #expect(try digest(second, ["A/one.swift", "B/two.c"]) != original)
        #expect(try digest(first, ["A/one.swift"]) != original)
        try FileManager.default.moveItem(at: first.appendingPathComponent("B/two.c"), to: first.appendingPathComponent("B/three.c"))
        #expect(try digest(first, ["A/one.swift", "B/three.c"]) != original)
    }

    @Test func refusesFilesOutsideTheRootAndUnreadableOnes() throws {
        let root = try tree(["a.swift": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: SourceTreeDigest.Failure.outside("/etc/hostname")) {
            try SourceTreeDigest.digest(root: root.path, files: ["/etc/hostname"])
        }
        let missing = root.appendingPathComponent("gone.swift").path
        #expect(throws: SourceTreeDigest.Failure.unreadable(missing)) {
            try SourceTreeDigest.digest(root: root.path, files: [missing])
        }
    }
}
