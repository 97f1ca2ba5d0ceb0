import Foundation
import Testing
@testable import TourshotModel
import TourshotSwiftSource
import TourshotTestSupport

/// The reader's request and response survive their JSON trip: tourshot decodes the same
/// tutorial, positions and problems an in-process read gives.
@Suite("Swift reader wire format")
struct ReaderWireTests {
    static let approach = RepositoryPaths.path("Fixtures/swift/approach")

    static func trip<T: Codable>(_ value: T) throws -> T {
        try SwiftReaderWire.decoder().decode(T.self, from: SwiftReaderWire.encoder().encode(value))
    }

    /// Every node's position and value, in document order.
    static func flattened(_ node: JSONNode) -> [String] {
        let head = "\(node.line):\(node.column)"
        switch node.value {
        case .null: return [head + " null"]
        case .bool(let value): return [head + " \(value)"]
        case .number(let value): return [head + " \(value)"]
        case .string(let value): return [head + " \(value.debugDescription)"]
        case .array(let items): return [head + " ["] + items.flatMap(flattened)
        case .object(let members): return [head + " {"] + members.flatMap { ["key \($0.key)"] + flattened($0.node) }
        }
    }

    @Test("a tutorial: same JSON, positions, text and warnings as read in process")
    func tutorial() throws {
        let texts = try SwiftSourceTexts.load([Self.approach], policy: .anywhere, referencedFrom: nil)
        let request = try Self.trip(SwiftReaderWire.Request(files: texts, named: "tourshot.json", provider: "ApproachSteps",
                                                             elementIDs: ["speedButton", "headingBug"]))
        #expect(request.files == texts)
        #expect(request.named == "tourshot.json" && request.provider == "ApproachSteps")
        #expect(request.elementIDs == ["headingBug", "speedButton"])
        let response = try Self.trip(SwiftReaderService.respond(to: request))
        let read = try #require(response.tutorial, "\(response.problems)")
        let local = try SwiftTutorialReader().read([Self.approach], provider: "ApproachSteps", elementIDs: ["speedButton", "headingBug"])
        #expect(Self.flattened(read.json) == Self.flattened(local.json))
        #expect(read.text == TutorialJSONText.render(local.json))
        #expect(read.file == local.file && read.warnings == local.warnings && !read.warnings.isEmpty)
        #expect(try TutorialFileDecoder.decode(read.json, file: read.file) == TutorialFileDecoder.decode(local.json, file: local.file))
    }

    @Test("problems keep their file, path, line and column")
    func problems() throws {
        let source = SwiftSourceText(path: "Steps.swift", text: """
        struct Steps: TutorialStepProvider {
            static var steps: [TutorialStep] { [TutorialStep(title: runtimeTitle(), body: "b")] }
        }
        """)
        let response = try Self.trip(SwiftReaderService.respond(to: SwiftReaderWire.Request(files: [source], named: "Steps.swift",
                                                                                              provider: nil, elementIDs: [])))
        #expect(response.tutorial == nil)
        var local: [InputProblem] = []
        do { _ = try SwiftTutorialReader().read([source], named: "Steps.swift", provider: nil, elementIDs: []) } catch { local = error.problems }
        #expect(!local.isEmpty)
        #expect(response.problems.map(\.inputProblem) == local)
        let positioned = InputProblem(file: "a.swift", path: "steps[0]", message: "m", line: 3, column: 9)
        #expect(try Self.trip(SwiftReaderWire.Problem(positioned)).inputProblem == positioned)
    }

    @Test("numbers a literal overflows, nulls and empty containers travel too")
    func oddValues() throws {
        let node = JSONNode(value: .object([
            ("big", JSONNode(value: .number(.infinity), line: 1, column: 2)),
            ("none", JSONNode(value: .null, line: 3, column: 4)),
            ("list", JSONNode(value: .array([]), line: 5, column: 6)),
            ("empty", JSONNode(value: .object([]), line: 7, column: 8)),
            ("flag", JSONNode(value: .bool(false), line: 9, column: 10)),
            ("tenth", JSONNode(value: .number(0.1), line: 11, column: 12)),
        ]), line: 1, column: 1)
        #expect(Self.flattened(try Self.trip(node)) == Self.flattened(node))
    }
}
