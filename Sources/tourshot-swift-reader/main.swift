import Foundation
import TourshotModel
import TourshotSwiftSource

// tourshot-swift-reader: a SwiftReaderWire request on stdin, the response on stdout. tourshot
// starts it for tours whose tutorial is Swift, so the tourshot binary needs no swift-syntax
// (docs/swift-sources.md). Exit 0 with a response, 2 when stdin holds no request.

/// Bounds what stdin may hold: the sources at 4 MiB each, a few dozen files.
let requestLimit = 256 << 20

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tourshot-swift-reader: \(message)\n".utf8))
    exit(2)
}

var input = Data()
while let chunk = try? FileHandle.standardInput.read(upToCount: 1 << 20), !chunk.isEmpty {
    input.append(chunk)
    if input.count > requestLimit { fail("the request is over \(requestLimit >> 20) MiB") }
}
let request: SwiftReaderWire.Request
do {
    request = try SwiftReaderWire.decoder().decode(SwiftReaderWire.Request.self, from: input)
} catch {
    fail("stdin holds no request (\(error)); tourshot starts this program, see docs/swift-sources.md")
}
do {
    FileHandle.standardOutput.write(try SwiftReaderWire.encoder().encode(SwiftReaderService.respond(to: request)))
} catch {
    fail("could not write the response: \(error)")
}
