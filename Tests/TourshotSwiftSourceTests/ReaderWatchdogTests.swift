import Foundation
import Testing
import TourshotModel
@testable import TourshotSwiftSource

/// The reader stops itself over its time or memory limit with a refusal naming the file it was
/// reading (tourshot-swift-reader writes it and exits), and stays quiet once it has answered.
@Suite("Swift reader watchdog")
struct ReaderWatchdogTests {
    final class Answers: @unchecked Sendable {
        let lock = NSLock()
        var responses: [SwiftReaderWire.Response] = []
        func add(_ response: SwiftReaderWire.Response) { lock.lock(); responses.append(response); lock.unlock() }
        var all: [SwiftReaderWire.Response] { lock.lock(); defer { lock.unlock() }; return responses }
    }

    static func message(_ over: String) -> String {
        "reading it \(over), the limit for one tour's Swift sources, and was stopped; a file this costly is generated or deeply nested, not a tutorial: leave it out of the tour's \"tutorial\" (name the files declaring the tutorial and its constants), or write the tutorial as a tutorial file"
    }

    @Test("over the time or memory limit: refused naming what was being read", arguments: [(0, 1 << 20, "took over 0 s"), (60, 0, "needed over 0 MiB")])
    func overLimit(_ seconds: Int, _ memory: Int, _ over: String) {
        let progress = SwiftReadProgress("tourshot.json")
        let answers = Answers()
        SwiftReaderWatchdog.start(progress, seconds: seconds, memoryMiB: memory) { answers.add($0) }
        let deadline = Date().addingTimeInterval(5)
        while answers.all.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(answers.all.map { $0.problems.map(\.inputProblem.description) } == [["tourshot.json: \(Self.message(over))"]])
        #expect(answers.all.first?.exceededLimit == true)
        #expect(!progress.claimAnswer(), "the reading thread must not answer too")
    }

    @Test("the resident size is read")
    func resident() {
        let size = SwiftReaderWatchdog.residentMiB()
        #expect(size.map { $0 > 1 && $0 < 4096 } == true, "\(String(describing: size))")
    }

    @Test("a reader that answered in time is not stopped")
    func answeredInTime() {
        let progress = SwiftReadProgress("tourshot.json")
        let answers = Answers()
        #expect(progress.claimAnswer())
        SwiftReaderWatchdog.start(progress, seconds: 0, memoryMiB: 0) { answers.add($0) }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(answers.all.isEmpty)
    }
}
