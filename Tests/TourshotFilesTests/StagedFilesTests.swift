import Foundation
import Testing
import TourshotFiles

/// `StagedFiles`: a set of files appears whole or not at all.
struct StagedFilesTests {
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-staged-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    private func names(_ folder: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    @Test func stagedFilesAreInvisibleUntilCommittedThenAllAppear() throws {
        try withFolder { folder in
            let staged = try StagedFiles.stage([("a.json", [1]), ("b.json", [2, 2]), ("c.json", [3, 3, 3])], in: folder)
            #expect(try names(folder) == [staged.staging.lastPathComponent])
            #expect(staged.staging.lastPathComponent.hasPrefix(".staged.tmp-tourshot-"))
            #expect(try Data(contentsOf: staged.stagedURL("b.json")) == Data([2, 2]))
            try staged.commit()
            #expect(try names(folder) == ["a.json", "b.json", "c.json"])
            #expect(try Data(contentsOf: folder.appendingPathComponent("c.json")) == Data([3, 3, 3]))
        }
    }

    /// The third name appears between staging and commit: the two placed before it are taken
    /// back, the newcomer is left as it is, and no staging folder remains.
    @Test func aFailedCommitTakesBackWhatItPlaced() throws {
        try withFolder { folder in
            let staged = try StagedFiles.stage([("a.json", [1]), ("b.json", [2]), ("c.json", [3])], in: folder)
            try Data("mine".utf8).write(to: folder.appendingPathComponent("c.json"))
            #expect {
                try staged.commit()
            } throws: { error in
                "\(error)" == "cannot write \(folder.path)/c.json: it appeared while tourshot was writing; nothing written"
            }
            #expect(try names(folder) == ["c.json"])
            #expect(try String(contentsOf: folder.appendingPathComponent("c.json"), encoding: .utf8) == "mine")
        }
    }

    /// A write that fails while staging (the second file's folder does not exist) takes the
    /// first staged file and the staging folder with it.
    @Test func aFailedStageLeavesTheFolderAsItWas() throws {
        try withFolder { folder in
            #expect {
                try StagedFiles.stage([("a.json", [1]), ("missing/b.json", [2])], in: folder)
            } throws: { error in
                "\(error)".hasSuffix("/missing/b.json: cannot create temporary file: No such file or directory")
            }
            let left = try names(folder)
            #expect(left == [])
        }
    }
}
