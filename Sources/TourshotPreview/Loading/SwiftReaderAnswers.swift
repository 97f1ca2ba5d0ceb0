import Foundation
import TourshotModel

/// The reader's answers within one tourshot run, so tours naming the same Swift files cost one
/// read: by the whole request (files, provider, the screens' ids and captures, the answers), and by the files alone for
/// a read that failed on the files themselves (a limit, a crash), which no other tour's
/// provider or screens would change. One instance is shared by a run's `SwiftReaderProcess`.
final class SwiftReaderAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var byRequest: [Data: Result<SwiftReaderWire.ReadTutorial, InputError>] = [:]
    private var byFiles: [[SwiftSourceText]: InputError] = [:]

    func answer(_ request: Data, files: [SwiftSourceText]) -> Result<SwiftReaderWire.ReadTutorial, InputError>? {
        lock.lock()
        defer { lock.unlock() }
        return byFiles[files].map { .failure($0) } ?? byRequest[request]
    }

    func keep(_ answer: Result<SwiftReaderWire.ReadTutorial, InputError>, request: Data, files: [SwiftSourceText], filesFailed: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if filesFailed, case .failure(let error) = answer { byFiles[files] = error } else { byRequest[request] = answer }
    }
}
