import Foundation
import TourshotFiles
import TourshotInterfaceBuilder
import TourshotModel

/// `import screen Main.storyboard --merge home.screen.json`: the scene solved again for the
/// file's own device, each orientation merged as a capture's is (`ScreenMerge`: frames and
/// structure replaced, new elements added, vanished ones reported or pruned, every hand-written
/// key kept), so a screen file follows the storyboard in CI.
enum InterfaceBuilderMerge {
    static func plan(_ request: ScreenImport.Request, source: IBDocumentReader.Source, scene: IBScene, orientations: [Orientation],
                     prune: Bool, file: String) throws(ImportFailure) -> ScreenImport.Plan {
        let target = request.destination.url.standardizedFileURL
        let targetName = InputFile.displayPath(target)
        if request.device != nil || request.name != nil {
            throw ImportFailure(file: targetName, "--device and --name apply to a new file (--out); a merge keeps the file's own device, scale and name")
        }
        var root: JSONNode
        let existing: Screen
        do {
            root = try InputFile.parseJSON(target, policy: request.policy)
            existing = try ScreenFileDecoder.decode(root, file: target, policy: request.policy)
        } catch { throw ImportFailure(error) }
        guard let name = JSONFields(root)?.string("device"), let preset = DevicePreset.named(name) else {
            throw ImportFailure(file: targetName, "names no device preset (\"device\"), so there is no device to solve \(file) for; write a new file with --out FILE.screen.json --device PRESET")
        }
        let rootID = IBDocumentReader.document(source).views[scene.root].id
        var notes: [String] = [], changed: [String] = [], added: [String] = [], vanished: [String] = []
        var screens: [ImportedScreen] = []
        for orientation in orientations {
            let solved = try InterfaceBuilderImport.solve(source, scene: scene, rootID: rootID, preset: preset, orientation: orientation, file: file,
                                                          text: request.textSizing)
            let outcome = ScreenMerge.merge(solved.screen, into: root, device: preset, background: nil, prune: prune)
            do { root = try JSONParser.parse(Array(outcome.text.utf8)) } catch {
                throw ImportFailure(file: targetName, "internal error: the merged JSON does not parse: \(error.message)")
            }
            if existing.capture(orientation) == nil { notes.append("added the \(orientation.rawValue) capture") }
            changed += outcome.changed.map { "\($0) (\(orientation.rawValue))" }
            added += outcome.added.map { "\($0) (\(orientation.rawValue))" }
            vanished += outcome.vanished.map { "\($0) (\(orientation.rawValue))" }
            notes += solved.notes.filter { !notes.contains($0) }
            screens.append(solved.screen)
        }
        let text = ScreenJSON(root).text()
        let merged = try ScreenImport.check(text, at: target, policy: request.policy)
        notes.insert("solved \(scene.description) of \(file) for \(preset.id) (\(preset.name)), the device of \(targetName)", at: 0)
        if !changed.isEmpty { notes.append("moved \(changed.count): \(changed.joined(separator: ", "))") }
        if !added.isEmpty { notes.append("added \(added.count): \(added.joined(separator: ", "))") }
        if !vanished.isEmpty {
            notes.append(prune ? "removed \(vanished.count) the document no longer has: \(vanished.joined(separator: ", "))"
                : "not in the document (kept; --prune removes them): \(vanished.joined(separator: ", "))")
        }
        let upToDate = merged == existing
        return ScreenImport.Plan(destination: target, text: text, isUpToDate: upToDate, notes: notes,
                                 outcome: upToDate ? "\(targetName) is up to date" : "updated \(targetName)", screen: screens[0])
    }
}
