import Foundation
import TourshotFiles
import TourshotInterfaceBuilder
import TourshotModel

/// `tourshot import screen Main.storyboard`: a scene of an Interface Builder document solved
/// for each device asked for, both orientations (or `--orientation`'s) in each device's file.
/// Every file is built and validated before any is written (`ScreenImport.plans`).
enum InterfaceBuilderImport {
    static func looksLike(_ text: String) -> Bool {
        text.prefix(4096).contains("<document type=\"com.apple.InterfaceBuilder")
    }

    static func plans(_ request: ScreenImport.Request, bytes: [UInt8], file: String) throws(ImportFailure) -> [ScreenImport.Plan] {
        let target = request.destination.url.standardizedFileURL
        if request.screenshot != nil {
            throw ImportFailure(file: file, "--screenshot attaches a screenshot to a capture; an Interface Builder document is solved for every device asked for, which no one screenshot fits")
        }
        if request.textMeasurer == nil, let failure = request.textMeasurerFailure {
            throw ImportFailure(file: file, failure)
        }
        let source: IBDocumentReader.Source
        do { source = try IBDocumentReader.parse(Data(bytes), name: file) } catch { throw ImportFailure(line: error.description) }
        let design = IBDocumentReader.document(source)
        guard design.isIOS else {
            throw ImportFailure(file: file, "is not an iOS document (its targetRuntime is not iOS.CocoaTouch): tourshot solves iPhone and iPad screens")
        }
        let scene = try chooseScene(design, name: request.scene, file: file)
        let orientations = request.orientation.map { [$0] } ?? [.portrait, .landscape]
        if case .merge(_, let prune) = request.destination {
            return [try InterfaceBuilderMerge.plan(request, source: source, scene: scene, orientations: orientations, prune: prune, file: file)]
        }
        let presets = try devices(request.device, design: design, file: file)
        let sceneRootID = design.views[scene.root].id
        var plans: [ScreenImport.Plan] = []
        var reported = Set<String>()
        for preset in presets {
            let url = presets.count == 1 ? target : target.deletingLastPathComponent().appendingPathComponent(
                String(target.lastPathComponent.dropLast(".screen.json".count)) + "-\(preset.id).screen.json")
            let urlName = InputFile.displayPath(url)
            if let refusal = NewFile.refusal(url, policy: request.policy, existing: request.existingFileFix) {
                throw ImportFailure(file: urlName, refusal)
            }
            var screens: [ImportedScreen] = []
            var notes: [String] = []
            for orientation in orientations {
                let solved = try solve(source, scene: scene, rootID: sceneRootID, preset: preset, orientation: orientation, file: file,
                                       text: request.textSizing)
                screens.append(solved.screen)
                for line in solved.notes where reported.insert(line).inserted { notes.append(line) }
            }
            let name = request.name.map { presets.count == 1 ? $0 : "\($0)-\(preset.id)" }
            let text = ScreenFileWriter.newFile(screens, device: preset, name: name, background: nil, schema: request.schema)
            try ScreenImport.check(text, at: url, policy: request.policy)
            let counts = screens.map { "\($0.elements.count) \($0.orientation.rawValue)" }.joined(separator: ", ")
            notes.insert("solved \(scene.description) of \(file) for \(preset.id) (\(preset.name)): \(counts) elements", at: 0)
            plans.append(ScreenImport.Plan(destination: url, text: text, notes: notes, outcome: "wrote \(urlName)", screen: screens[0]))
        }
        return plans
    }

    /// The scene on one device in one orientation, with what its summary says.
    static func solve(_ source: IBDocumentReader.Source, scene: IBScene, rootID: String, preset: DevicePreset, orientation: Orientation,
                      file: String, text: IBTextSizing) throws(ImportFailure) -> (screen: ImportedScreen, notes: [String]) {
        let document = IBDocumentReader.document(source, target: IBTarget(preset, orientation))
        guard let solvedScene = document.scenes.first(where: { document.views[$0.root].id == rootID }) else {
            throw ImportFailure(file: file, "\(scene.description): its root view is not installed on \(preset.id) in \(orientation.rawValue) (a size-class variation removes it)")
        }
        let layout = IBLayout.layout(document, text: text, scene: solvedScene.root)
        let made = InterfaceBuilderScreen.make(document, scene: solvedScene, layout: layout, size: preset.size(orientation), orientation: orientation)
        return (made.screen, InterfaceBuilderNotes.lines(document, scene: solvedScene, layout: layout, made: made))
    }

    /// `--scene`: a storyboard identifier, a custom class or an IB object id; none for a
    /// document of one scene. A refusal lists the scenes.
    static func chooseScene(_ document: IBDocument, name: String?, file: String) throws(ImportFailure) -> IBScene {
        let scenes = document.scenes
        let listing = scenes.isEmpty ? "it has none (no view controller with a view, no top-level view)"
            : "its scenes: " + scenes.map(\.description).joined(separator: "; ")
        guard let name else {
            guard scenes.count == 1 else {
                throw ImportFailure(file: file, "has \(scenes.count) scenes; say which with --scene (a storyboard identifier, a view controller's custom class or an IB object id); \(listing)")
            }
            return scenes[0]
        }
        let matching = scenes.filter { $0.isNamed(name, rootID: document.views[$0.root].id) }
        guard matching.count == 1 else {
            throw ImportFailure(file: file, matching.isEmpty
                ? "no scene is named \"\(name)\" (by storyboard identifier, custom class or IB object id); \(listing)"
                : "\(matching.count) scenes are named \"\(name)\": \(matching.map(\.description).joined(separator: "; ")); name one by its id")
        }
        return matching[0]
    }

    /// `--device`: one preset, a comma-separated list, or `all`; without it, the preset of the
    /// document's design device (its size, and its scale when several presets have that size).
    static func devices(_ value: String?, design: IBDocument, file: String) throws(ImportFailure) -> [DevicePreset] {
        guard let value else {
            guard let device = design.device else {
                throw ImportFailure(file: file, "names no design device (<device id=…>); say which devices to solve it for with --device PRESET, a list or all")
            }
            let size = Size(width: device.size.width, height: device.size.height)
            let sameSize = DevicePreset.all.filter { $0.portraitSize == size }
            guard let preset = sameSize.first(where: { $0.scale == device.scale }) ?? sameSize.first else {
                throw ImportFailure(file: file, "was designed on \(device.id) (\(Decode.format(size.width))×\(Decode.format(size.height)) pt), which no device preset has; say which devices with --device PRESET, a list or all")
            }
            return [preset]
        }
        if value == "all" { return DevicePreset.all }
        var presets: [DevicePreset] = []
        for name in value.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let preset = DevicePreset.named(name) else { throw ImportFailure(file: file, "--device: " + DevicePreset.unknown(name)) }
            if !presets.contains(preset) { presets.append(preset) }
        }
        return presets
    }
}

extension ScreenImport.Request {
    /// The injected measurer, else the estimate.
    var textSizing: IBTextSizing { IBTextSizing(measurer: textMeasurer ?? TextEstimate()) }
}

extension IBTarget {
    /// A device preset in one orientation, as the solver takes it.
    init(_ preset: DevicePreset, _ orientation: Orientation) {
        func insets(_ e: EdgeInsets) -> IBInsets { IBInsets(top: e.top, left: e.leading, bottom: e.bottom, right: e.trailing) }
        self.init(id: preset.id, isPad: preset.family == .tablet,
                  portraitSize: (preset.portraitSize.width, preset.portraitSize.height), scale: preset.scale,
                  portraitSafeArea: insets(preset.portraitSafeArea), landscapeSafeArea: insets(preset.landscapeSafeArea),
                  landscape: orientation == .landscape)
    }
}

extension ScreenImport {
    /// The custom classes of an Interface Builder document's scenes (`init --from` looks for
    /// the one a tutorial belongs to); empty for anything else.
    public static func sceneClasses(_ bytes: [UInt8], file: String) throws(ImportFailure) -> [String] {
        guard InterfaceBuilderImport.looksLike(String(decoding: bytes.prefix(4096), as: UTF8.self)) else { return [] }
        let source: IBDocumentReader.Source
        do { source = try IBDocumentReader.parse(Data(bytes), name: file) } catch { throw ImportFailure(line: error.description) }
        let document = IBDocumentReader.document(source)
        return document.isIOS ? document.scenes.compactMap(\.customClass) : []
    }
}
