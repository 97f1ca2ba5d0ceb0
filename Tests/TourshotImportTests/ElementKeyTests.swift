import Testing
import TourshotImport
import TourshotModel

/// Keys made for repeats and labels never take an identifier the app set: a tutorial that
/// points at the app's `dup2` finds that element, not a renamed repeat of `dup`.
@Suite("element keys")
struct ElementKeyTests {
    static func dump(_ elements: [(identifier: String?, label: String?)]) -> [UInt8] {
        var lines = ["Attributes: Application, 0x1, pid: 1, label: 'A'", "Element subtree:", " →Application, 0x1, pid: 1, label: 'A'",
                     "    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}"]
        for (index, element) in elements.enumerated() {
            let identifier = element.identifier.map { ", identifier: '\($0)'" } ?? ""
            let label = element.label.map { ", label: '\($0)'" } ?? ""
            lines.append("      Button, 0x\(index + 10), {{0.0, \(index * 50).0}, {100.0, 40.0}}\(identifier)\(label)")
        }
        lines += ["Path to element:", " →Application, 0x1, pid: 1, label: 'A'", "Query chain:", " →Find: Target Application 'a'",
                  "  Output: {", "    Application, 0x1, pid: 1, label: 'A'", "  }"]
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// The review's case: `dup, dup, dup2, dup` was keyed `dup, dup2, dup2_2, dup3`.
    @Test func repeatsNeverTakeARealIdentifier() throws {
        let screen = try ImportedScreen.read(Self.dump([("dup", nil), ("dup", nil), ("dup2", nil), ("dup", nil)]), file: "dup.txt")
        #expect(screen.elements.map(\.id) == ["dup", "dup3", "dup2", "dup4"])
        // The element the app calls dup2 keeps that key, at its own frame.
        #expect(screen.elements[2].frame == Rect(x: 0, y: 100, width: 100, height: 40))
    }

    @Test func labelKeysNeverTakeARealIdentifier() throws {
        let screen = try ImportedScreen.read(Self.dump([(nil, "Groceries"), ("groceries", "List"), (nil, "Groceries"), ("groceries2", nil)]), file: "labels.txt")
        #expect(screen.elements.map(\.id) == ["groceries3", "groceries", "groceries4", "groceries2"])
    }

    /// A suffix never makes a key longer than the id limit, which `validate` would refuse.
    @Test func suffixedKeysStayWithinTheIdLimit() throws {
        let long = String(repeating: "a", count: Limits.nameLength)
        let screen = try ImportedScreen.read(Self.dump([(long, nil), (long, nil)]), file: "long.txt")
        #expect(screen.elements.map(\.id) == [long, String(repeating: "a", count: Limits.nameLength - 1) + "2"])
    }
}
