import Foundation
import TourshotFiles
import TourshotInterfaceBuilder
import TourshotModel

/// `tourshot import screen`, short of writing: reads the capture, chooses the device, checks the
/// screenshot, builds or merges the screen file and decodes the result as `validate` would. A
/// plan that comes back is safe to write; any failure leaves every file as it was.
public enum ScreenImport {
    public enum Destination: Sendable, Equatable {
        /// A new file (`--out`); an existing one is refused, so hand-written keys are never lost.
        case new(URL)
        /// An existing file (`--merge`), optionally removing elements the capture lacks.
        case merge(URL, prune: Bool)

        public var url: URL {
            switch self {
            case .new(let url), .merge(let url, _): url
            }
        }
    }

    public struct Request: Sendable {
        public var capture: URL
        public var destination: Destination
        public var format: CaptureFormat?
        public var screenshot: URL?
        public var device: String?
        public var orientation: Orientation?
        public var name: String?
        /// Where the screen file may be written and its screenshot read.
        public var policy: PathPolicy
        /// The `$schema` a new file names (`tourshot init`'s files do), or nil for none.
        public var schema: String?
        /// An Interface Builder document's scene (`--scene`): a storyboard identifier, a view
        /// controller's custom class or an IB object id.
        public var scene: String?
        /// Measures an Interface Builder document's text (the CLI's, on the project's fonts);
        /// nil leaves it to `TextEstimate`.
        public var textMeasurer: (any IBTextMeasuring)?
        /// Why the caller has no measurer (fonts that do not load): an Interface Builder
        /// document is then refused with it rather than solved with the estimate, so that a
        /// screen file does not vary with the machine.
        public var textMeasurerFailure: String?
        /// What a refusal to replace an existing screen file suggests (the command's own way).
        public var existingFileFix: String

        public init(capture: URL, destination: Destination, format: CaptureFormat? = nil, screenshot: URL? = nil,
                    device: String? = nil, orientation: Orientation? = nil, name: String? = nil, policy: PathPolicy = .anywhere,
                    schema: String? = nil, scene: String? = nil, textMeasurer: (any IBTextMeasuring)? = nil,
                    textMeasurerFailure: String? = nil, existingFileFix: String = "remove it first, or write elsewhere with --out") {
            self.existingFileFix = existingFileFix
            self.scene = scene
            self.textMeasurerFailure = textMeasurerFailure
            self.textMeasurer = textMeasurer
            self.capture = capture
            self.destination = destination
            self.format = format
            self.screenshot = screenshot
            self.device = device
            self.orientation = orientation
            self.name = name
            self.policy = policy
            self.schema = schema
        }
    }

    public struct Plan: Sendable {
        public let destination: URL
        public let text: String
        /// A merge that changes nothing the file means: nothing is written, so the file keeps
        /// its bytes, inode, mode, links and time.
        public var isUpToDate = false
        /// What was read and decided (elements, device, what a merge changes), a line each.
        public let notes: [String]
        /// What writing `text` to `destination` does: "wrote …", "updated …", "… is up to date".
        public let outcome: String
        public let screen: ImportedScreen

        /// Everything for the terminal, the outcome last.
        public var messages: [String] { notes + [outcome] }
    }

    /// Every file the import writes: one for a capture, one per device for an Interface
    /// Builder document. All are built and validated before any is written.
    public static func plans(_ request: Request) throws(ImportFailure) -> [Plan] {
        let target = request.destination.url.standardizedFileURL
        if let violation = request.policy.violation(target) { throw ImportFailure(file: InputFile.displayPath(target), violation) }
        let captureName = InputFile.displayPath(request.capture)
        let bytes: [UInt8]
        do { bytes = try InputFile.readBytes(request.capture, limit: Limits.jsonFileBytes, policy: .anywhere) } catch { throw ImportFailure(error) }
        if request.format == .interfaceBuilder || InterfaceBuilderImport.looksLike(String(decoding: bytes.prefix(4096), as: UTF8.self)) {
            if let format = request.format, format != .interfaceBuilder {
                throw ImportFailure(file: captureName, "--from \(format.rawValue), but this is an Interface Builder document, which is known by its content: leave --from out (it names a capture's format)")
            }
            return try InterfaceBuilderImport.plans(request, bytes: bytes, file: captureName)
        }
        if request.scene != nil {
            throw ImportFailure(file: captureName, "--scene picks a scene of an Interface Builder document; a capture is one screen already")
        }
        return [try plan(request, bytes: bytes)]
    }

    /// The one file an import writes (`tourshot init --capture`); an Interface Builder document
    /// solved for several devices is refused here.
    public static func plan(_ request: Request) throws(ImportFailure) -> Plan {
        let plans = try plans(request)
        guard plans.count == 1 else {
            throw ImportFailure(file: InputFile.displayPath(request.capture), "solved for \(plans.count) devices; name one with --device")
        }
        return plans[0]
    }

    static func plan(_ request: Request, bytes: [UInt8]) throws(ImportFailure) -> Plan {
        let target = request.destination.url.standardizedFileURL
        let targetName = InputFile.displayPath(target)
        let captureName = InputFile.displayPath(request.capture)
        let imported = try ImportedScreen.read(bytes, file: captureName, format: request.format, orientation: request.orientation)
        var messages = ["read \(imported.elements.count) elements from \(captureName) (\(CaptureReader.describe(imported.format)), \(Decode.format(imported.size.width))×\(Decode.format(imported.size.height)) pt, \(imported.orientation.rawValue))"]
            + imported.summary

        switch request.destination {
        case .new:
            if let refusal = NewFile.refusal(target, policy: request.policy, existing: "update it with --merge \(targetName) (which keeps its hand-written keys) or remove it first") {
                throw ImportFailure(file: targetName, refusal)
            }
            let screenshot = try request.screenshot.map { url throws(ImportFailure) in try ScreenshotFile.read(url, policy: request.policy) }
            let choice = try DeviceMatch.choose(named: request.device, for: imported, screenshot: screenshot, file: captureName)
            if let note = choice.note { messages.append(note) }
            let background: String?
            if let screenshot {
                background = relativePath(from: target.deletingLastPathComponent(), to: screenshot.url)
            } else {
                background = referenceBeside(request, imported, scale: choice.preset.scale, target: target, notes: &messages)
            }
            let text = ScreenFileWriter.newFile(imported, device: choice.preset, name: request.name, background: background, schema: request.schema)
            try check(text, at: target, policy: request.policy)
            return Plan(destination: target, text: text, notes: messages, outcome: "wrote \(targetName)", screen: imported)

        case .merge(_, let prune):
            if request.device != nil || request.name != nil {
                throw ImportFailure(file: targetName, "--device and --name apply to a new file (--out); a merge keeps the file's own device, scale and name")
            }
            let root: JSONNode
            let existing: Screen
            do {
                root = try InputFile.parseJSON(target, policy: request.policy)
                existing = try ScreenFileDecoder.decode(root, file: target, policy: request.policy)
            } catch { throw ImportFailure(error) }
            let device = JSONFields(root)?.string("device").flatMap(DevicePreset.named)
            try checkSize(imported, against: existing, device: device, capture: captureName, target: targetName)
            let background: String?
            if let url = request.screenshot {
                background = try fitting(url, imported, scale: existing.scale, policy: request.policy, target: target)
            } else {
                background = referenceBeside(request, imported, scale: existing.scale, target: target, notes: &messages)
            }
            let outcome = ScreenMerge.merge(imported, into: root, device: device, background: background, prune: prune)
            let merged = try check(outcome.text, at: target, policy: request.policy)
            if existing.capture(imported.orientation) == nil { messages.append("added the \(imported.orientation.rawValue) capture") }
            if !outcome.changed.isEmpty { messages.append("moved \(outcome.changed.count): \(outcome.changed.joined(separator: ", "))") }
            if !outcome.added.isEmpty { messages.append("added \(outcome.added.count): \(outcome.added.joined(separator: ", "))") }
            if outcome.reordered { messages.append("put the elements in the capture's order, the app's drawing order") }
            if !outcome.vanished.isEmpty {
                messages.append(prune ? "removed \(outcome.vanished.count) the capture no longer has: \(outcome.vanished.joined(separator: ", "))"
                    : "not in the capture (kept; --prune removes them): \(outcome.vanished.joined(separator: ", "))")
            }
            // Compared as `validate` reads them: a file that means the same is left as it is.
            let upToDate = merged == existing
            return Plan(destination: target, text: outcome.text, isUpToDate: upToDate, notes: messages,
                        outcome: upToDate ? "\(targetName) is up to date" : "updated \(targetName)", screen: imported)
        }
    }

    /// A merge keeps the file's device: a capture of another screen size (an iPhone SE's into
    /// an iPhone 15 Pro's file) is refused, not written as a size the device does not have.
    static func checkSize(_ imported: ImportedScreen, against existing: Screen, device: DevicePreset?, capture: String, target: String) throws(ImportFailure) {
        let orientation = imported.orientation
        let other = existing.capture(orientation == .portrait ? .landscape : .portrait).map { Size(width: $0.size.height, height: $0.size.width) }
        guard let size = existing.capture(orientation)?.size ?? device?.size(orientation) ?? other, size != imported.size else { return }
        let sized = { (size: Size) in Decode.format(size.width) + "×" + Decode.format(size.height) + " pt" }
        let preset = (try? DeviceMatch.choose(named: nil, for: imported, file: capture)).map { " --device \($0.preset.id)" } ?? " --device PRESET"
        throw ImportFailure(file: capture, "the capture is \(sized(imported.size)), and \(target)'s \(orientation.rawValue) screen is \(sized(size))\(device.map { " (\($0.id))" } ?? ""): "
            + "a merge keeps the file's device, so nothing was written; merge a capture from that device, or make a screen file for this one with --out NEW.screen.json\(preset)")
    }

    /// The PNG reference swift-snapshot-testing saves beside a recursiveDescription snapshot
    /// (`name.txt`, `name.png`), as the capture's background when its size fits the screen (else
    /// a note says why it was not attached).
    static func referenceBeside(_ request: Request, _ imported: ImportedScreen, scale: Double, target: URL, notes: inout [String]) -> String? {
        guard imported.format == .recursiveDescription else { return nil }
        let beside = request.capture.deletingPathExtension().appendingPathExtension("png")
        guard FileManager.default.fileExists(atPath: beside.path) else { return nil }
        do {
            let path = try fitting(beside, imported, scale: scale, policy: request.policy, target: target)
            notes.append("attached \(InputFile.displayPath(beside)), the reference image beside the capture, as its screenshot")
            return path
        } catch {
            notes.append("not attached as the screenshot: \(error.lines.joined(separator: "; "))")
            return nil
        }
    }

    /// The screenshot's path relative to the screen file, once its pixels are the screen's points
    /// × `scale` (else the message says which sizes would fit).
    static func fitting(_ url: URL, _ imported: ImportedScreen, scale: Double, policy: PathPolicy, target: URL) throws(ImportFailure) -> String {
        let screenshot = try ScreenshotFile.read(url, policy: policy)
        guard screenshot.fits(size: imported.size, orientation: imported.orientation, scale: scale) else {
            throw screenshot.mismatch(size: imported.size, orientation: imported.orientation, scale: scale)
        }
        return relativePath(from: target.deletingLastPathComponent(), to: screenshot.url)
    }

    /// Decodes the text about to be written, so a file that would not validate is never written.
    @discardableResult
    static func check(_ text: String, at target: URL, policy: PathPolicy) throws(ImportFailure) -> Screen {
        let root: JSONNode
        do { root = try JSONParser.parse(Array(text.utf8)) } catch {
            throw ImportFailure(file: InputFile.displayPath(target), "internal error: the JSON about to be written does not parse: \(error.message)")
        }
        do { return try ScreenFileDecoder.decode(root, file: target, policy: policy) } catch { throw ImportFailure(error) }
    }

    /// `../shots/home.png` from `Fixtures/app/` to `Fixtures/shots/home.png`.
    static func relativePath(from folder: URL, to file: URL) -> String {
        let base = folder.standardizedFileURL.pathComponents, target = file.standardizedFileURL.pathComponents
        var common = 0
        while common < base.count, common < target.count - 1, base[common] == target[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }
}
