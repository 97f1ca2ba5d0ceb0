import Foundation
import Testing
@testable import TourshotDigest
import TourshotTestSupport

/// The digest of the key files against FIPS 180-4's examples and Debian's sha256sum.
@Suite("SHA-256")
struct SHA256Tests {
    @Test func standardExamples() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length around the block and padding boundaries, whole and fed in pieces, by the
    /// SHA instructions (where the CPU has them) and by the portable code, equals what
    /// sha256sum prints for the same bytes.
    @Test func matchesSha256sumAtEveryBoundary() throws {
        var generator = SeededGenerator(seed: 7)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-sha-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [(URL, [UInt8])] = []
        for length in [1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 4097] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let url = folder.appendingPathComponent("\(length).bin")
            try Data(bytes).write(to: url)
            files.append((url, bytes))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = files.map(\.0.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        process.waitUntilExit()
        #expect(printed.count == files.count)
        for ((_, bytes), line) in zip(files, printed) {
            let expected = String(line.prefix(64))
            #expect(SHA256.hex(bytes) == expected, "\(bytes.count) bytes")
            var pieces = SHA256()
            var offset = 0
            for size in [1, 7, 64, 3, 200] where offset < bytes.count {
                let end = min(bytes.count, offset + size)
                pieces.update(bytes[offset..<end])
                offset = end
            }
            pieces.update(bytes[offset...])
            #expect(pieces.finalHex() == expected, "\(bytes.count) bytes in pieces")
            // The portable code too, on a machine whose digests use SHA instructions.
            var portable = SHA256(portable: true)
            portable.update(bytes)
            #expect(portable.finalHex() == expected, "\(bytes.count) bytes, portable code")
        }
    }
}
