import Foundation
import TourshotModel
import TourshotSwiftSource

// tourshot-swift-reader: a SwiftReaderWire request on stdin, the response on stdout. tourshot
// starts it for tours whose tutorial is Swift, so the tourshot binary needs no swift-syntax
// (docs/swift-sources.md). Exit 0 with a response, 2 when stdin holds no request.

/// Bounds what stdin may hold: tourshot sends at most `Limits.swiftSourceBytes` of sources,
/// which JSON may escape to 6 bytes a byte (`\u0000`), and the screens' ids.
let requestLimit = Limits.swiftSourceBytes * 6 + (16 << 20)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tourshot-swift-reader: \(message)\n".utf8))
    exit(2)
}

var input = Data()
while let chunk = try? FileHandle.standardInput.read(upToCount: 1 << 20), !chunk.isEmpty {
    input.append(chunk)
    if input.count > requestLimit {
        fail("the request is over \(requestLimit >> 20) MiB, more than tourshot sends (a tour's Swift sources are at most \(Limits.swiftSourceBytes >> 20) MiB); tourshot starts this program, see docs/swift-sources.md")
    }
}
let request: SwiftReaderWire.Request
do {
    request = try SwiftReaderWire.decoder().decode(SwiftReaderWire.Request.self, from: input)
} catch {
    fail("stdin holds no request (\(error)); tourshot starts this program, see docs/swift-sources.md")
}
input = Data()

@Sendable func answer(_ response: SwiftReaderWire.Response) {
    do {
        FileHandle.standardOutput.write(try SwiftReaderWire.encoder().encode(response))
    } catch {
        fail("could not write the response: \(error)")
    }
}

let progress = SwiftReadProgress(request.named)
SwiftReaderWatchdog.start(progress) { response in
    answer(response)
    exit(0)
}
let response = SwiftReaderService.respond(to: request, progress: progress)
if progress.claimAnswer() { answer(response) } else { while true { pause() } }
