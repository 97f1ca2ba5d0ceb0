import Foundation
import TourshotImport
import TourshotModel

/// Runs one capture file through `tourshot import screen`'s path short of writing — format
/// detection, parsing, keys, the new screen file and a merge into it — and classifies what
/// happened. Shared by the deterministic corpus (`swift test`) and the libFuzzer harness.
///
/// The contract: a capture is refused with lines that each name its file, or imported into a
/// screen file that `validate` accepts and that a merge of the same capture leaves up to date.
public enum CaptureExercise {
    public enum Outcome: Equatable, Sendable {
        case imported(elements: Int)
        case refused
        case unexpected(String)
    }

    static let file = "capture"
    static let screenFile = URL(fileURLWithPath: "/fuzz/capture.screen.json")

    /// - Parameter format: `--from`, or nil to detect it.
    public static func run(_ bytes: [UInt8], format: CaptureFormat?) -> Outcome {
        let screen: ImportedScreen
        do { screen = try ImportedScreen.read(bytes, file: file, format: format) } catch {
            let clean = !error.lines.isEmpty && error.lines.allSatisfy { $0.hasPrefix(file + ": ") && $0.count > file.count + 2 }
            return clean ? .refused : .unexpected("a refusal without the file or a message: \(error.lines)")
        }
        let ids = screen.elements.map(\.id)
        if Set(ids).count != ids.count { return .unexpected("repeated keys: \(ids)") }
        if let bad = ids.first(where: { $0.isEmpty || $0.unicodeScalars.count > Limits.nameLength }) {
            return .unexpected("key \"\(bad.prefix(40))\" is empty or longer than the id limit")
        }
        // The device as `import screen --out` chooses it; a size no preset has is refused there.
        guard let device = try? DeviceMatch.choose(named: nil, for: screen, file: file).preset else {
            return .refused
        }
        let text = ScreenFileWriter.newFile(screen, device: device, name: nil, background: nil)
        let root: JSONNode, written: Screen
        do {
            root = try JSONParser.parse(Array(text.utf8))
            written = try ScreenFileDecoder.decode(root, file: screenFile)
        } catch {
            return .unexpected("the screen file made from an accepted capture does not validate: \(error)")
        }
        let merged = ScreenMerge.merge(screen, into: root, device: device, background: nil, prune: true)
        guard merged.changed.isEmpty, merged.added.isEmpty, merged.vanished.isEmpty else {
            return .unexpected("merging a capture into the file made from it changes \(merged.changed + merged.added + merged.vanished)")
        }
        do {
            let again = try ScreenFileDecoder.decode(try JSONParser.parse(Array(merged.text.utf8)), file: screenFile)
            if again != written { return .unexpected("merging a capture into the file made from it changes the screen") }
        } catch {
            return .unexpected("the merged screen file does not validate: \(error)")
        }
        return .imported(elements: screen.elements.count)
    }
}
