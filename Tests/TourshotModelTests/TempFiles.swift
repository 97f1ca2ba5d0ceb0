import Foundation
import Testing
import TourshotFiles
import TourshotModel

/// A scratch folder under the system temporary directory, removed when the closure returns.
struct TempDirectory {
    let url: URL

    /// Writes `text` (UTF-8) to `name`, creating intermediate folders; returns the file's URL.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        try write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name).standardizedFileURL }

    /// How messages name `name` (absolute, as the folder is outside the working directory).
    func shown(_ name: String) -> String { InputFile.displayPath(file(name)) }
}

/// Runs `body` with a fresh temporary folder and deletes the folder afterwards.
func withTempDirectory<T>(_ body: (TempDirectory) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("tourshot-model-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(TempDirectory(url: url))
}

/// The eight bytes every PNG file starts with.
let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// The problems of a load that must fail; records an issue (and returns []) when it succeeds.
func problems<T>(sourceLocation: SourceLocation = #_sourceLocation,
                 _ load: () throws(InputError) -> T) -> [InputProblem] {
    do throws(InputError) {
        let value = try load()
        Issue.record("expected an InputError, but loading succeeded with \(value)", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.problems
    }
}

/// A problem reduced to what tests compare: path, message, line, column.
struct Reported: Equatable, CustomStringConvertible {
    let path: String
    let message: String
    let line: Int?
    let column: Int?

    init(_ path: String, _ message: String, _ line: Int? = nil, _ column: Int? = nil) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    init(_ problem: InputProblem) {
        self.init(problem.path, problem.message, problem.line, problem.column)
    }

    var description: String { "\(path): \(message) @\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-")" }
}

extension Array where Element == InputProblem {
    var reported: [Reported] { map(Reported.init) }
}
