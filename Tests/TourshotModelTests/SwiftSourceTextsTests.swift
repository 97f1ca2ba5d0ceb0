import Foundation
import Testing
import TourshotModel

/// What one tour's Swift sources may hold together: refused before the reader is asked, saying
/// what is too big and the limit (the review's 70 files of 4 MiB reached 900 MB and then a
/// "request is over 256 MiB; build it" from the reader).
@Suite("Swift source texts")
struct SwiftSourceTextsTests {
    @Test("files over 16 MiB together are refused at the file that passes the limit")
    func totalBytes() throws {
        try withTempDirectory { folder in
            let line = Array("// filler line of a generated file, 64 bytes long............\n".utf8)
            let file = [UInt8]((0..<(Limits.swiftFileBytes / line.count)).flatMap { _ in line })
            for index in 1...5 { try folder.write("App/File\(index).swift", bytes: file) }
            do {
                _ = try SwiftSourceTexts.load([folder.file("App")], policy: .anywhere, referencedFrom: nil)
                Issue.record("read 5 files of 4 MiB")
            } catch let error as InputError {
                #expect(error.problems.map(\.description) == [
                    "\(folder.shown("App")): the .swift files named hold over 16 MiB together (the limit a tour; over it at \(folder.shown("App/File5.swift")), file 5 of 5); name the files or folder declaring the tutorial and the constants it uses, not the whole app"])
            }
            // Four are within the limit.
            try FileManager.default.removeItem(at: folder.file("App/File5.swift"))
            #expect(try SwiftSourceTexts.load([folder.file("App")], policy: .anywhere, referencedFrom: nil).count == 4)
        }
    }

    @Test("more than 500 files are refused before any is read")
    func fileCount() throws {
        try withTempDirectory { folder in
            for index in 0...Limits.swiftFiles { try folder.write("App/F\(index).swift", "let a\(index) = 1\n") }
            do {
                _ = try SwiftSourceTexts.load([folder.file("App")], policy: .anywhere, referencedFrom: nil)
                Issue.record("read 501 files")
            } catch let error as InputError {
                #expect(error.problems.map(\.description) == [
                    "\(folder.shown("App")): names 501 .swift files, over the limit of 500 a tour; name the files or folder declaring the tutorial and the constants it uses, not the whole app"])
            }
        }
    }
}
