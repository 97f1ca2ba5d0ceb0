import Foundation
import TourshotFiles
import TourshotImport
import TourshotModel
import TourshotPreview

/// `tourshot init --from APP`: the app's own files made into a project with nothing typed — the
/// tutorial its Swift declares (`import tutorial`'s reader), the view controller whose file
/// holds it, the storyboard or xib scene of that class solved for each device in both
/// orientations (`import screen`'s import), and `tourshot.json` naming them.
enum AppFolderImport {
    static let defaultDevices = "iphone-se,iphone-15-pro,ipad-air"
    /// Folders of build products and dependencies: not the app's own sources.
    static let skipped: Set<String> = [".build", "build", "Pods", "Carthage", "DerivedData", "node_modules", "vendor"]

    struct Project {
        let texts: [(name: String, text: String)]
        let notes: [String]
    }

    static func project(from path: String, devices: String?, in folder: URL) throws -> Project {
        let app = URL(fileURLWithPath: path).standardizedFileURL
        let (swift, documents) = scan(app)
        guard !swift.isEmpty else { throw CommandFailure.invalidInput("--from \(path): no .swift files there (build folders and Pods, Carthage and node_modules are not read)") }
        let reader = SwiftReaderProcess()
        // Every document and scene left out, and why: printed with the refusal when no tour
        // results, as notes otherwise.
        var dropped: [String] = []
        let scenes = sceneClasses(documents, dropped: &dropped)
        var tours: [Tour] = []
        var firstFailure: InputError?
        do {
            // One tutorial in the app: its file's classes say which scene it belongs to.
            let only = try reader.read(swift, provider: nil)
            let file = swift.first { InputFile.displayPath($0) == only.file || $0.path == only.file || $0.path.hasSuffix("/" + only.file) }
            let classes = file.map(classNames) ?? []
            guard let match = scenes.first(where: { classes.contains($0.name) }) else {
                throw CommandFailure.invalidInput("--from \(path): the tutorial in \(only.file) belongs to \(classes.isEmpty ? "no class" : classes.joined(separator: ", ")), and no scene of the \(documents.count) storyboards and xibs found has that custom class; import its screen with `tourshot import screen DOCUMENT --scene NAME`")
            }
            tours.append(try tour(swift, provider: nil, scene: match, devices: devices, in: folder, reader: reader))
        } catch let failure as InputError {
            // Several tutorials, or one that needs the screens (a navigation bar the app makes):
            // each scene's class as the provider, read with that scene's screens, as an
            // Instructions data source is its view controller.
            firstFailure = failure
            for scene in scenes {
                do { tours.append(try tour(swift, provider: scene.name, scene: scene, devices: devices, in: folder, reader: reader)) } catch {
                    dropped.append("left out scene \(scene.name) of \(InputFile.displayPath(scene.document)): \(reason(error))")
                }
            }
        }
        if tours.isEmpty, let firstFailure { throw CommandFailure(lines: CommandFailure(firstFailure).lines + dropped, status: 2) }
        var notes: [String] = dropped
        if firstFailure != nil {
            notes.append("the sources hold several tutorials (or one that needs its screens): read those a scene's class provides: \(tours.map(\.scene).joined(separator: ", "))")
        }
        for tour in tours {
            notes.append("read the tutorial in \(tour.tutorial.file) (\(swift.count) Swift \(swift.count == 1 ? "file" : "files") under \(path)); its scene: \(tour.scene) in \(InputFile.displayPath(tour.document))")
            notes += tour.tutorial.warnings.map { "warning: \($0)" } + tour.plans.flatMap(\.notes)
        }
        let entries = tours.map { tour in
            JSONOutput.object([("name", .string(tour.scene)), ("tutorial", .string(tour.tutorialName)),
                               ("screens", .array(tour.plans.map { .string($0.destination.lastPathComponent) }))])
        }
        let projectText = JSONOutput.object([("$schema", .string(StarterFiles.schemaURL("project"))), ("tours", .array(entries)),
                                             ("goldens", .string("GoldenImages")), ("output", .string("out"))]).serialized() + "\n"
        let files = tours.flatMap { tour in [(tour.tutorialName, tour.tutorial.text)] + tour.plans.map { ($0.destination.lastPathComponent, $0.text) } }
        return Project(texts: [(StarterFiles.projectName, projectText)] + files, notes: notes)
    }

    struct Tour {
        let scene: String
        let document: URL
        let plans: [ScreenImport.Plan]
        let tutorial: SwiftReaderWire.ReadTutorial
        var tutorialName: String { "\(scene).tutorial.json" }
    }

    /// A scene solved for the devices, and the tutorial read knowing its screens (the
    /// tutorial's elements keyed as the screens name them, the bars the app makes found there).
    static func tour(_ swift: [URL], provider: String?, scene: (name: String, document: URL), devices: String?, in folder: URL,
                     reader: SwiftReaderProcess) throws -> Tour {
        let text = PangoIBTextMeasurer.forImport()
        let request = ScreenImport.Request(
            capture: scene.document, destination: .new(folder.appendingPathComponent("\(scene.name).screen.json")),
            device: devices ?? defaultDevices, policy: PathPolicy(root: folder), schema: StarterFiles.schemaURL("screen"), scene: scene.name,
            textMeasurer: text.measurer, textMeasurerFailure: text.failure,
            existingFileFix: "nothing written (run init in a folder without it, or remove it)")
        let plans: [ScreenImport.Plan]
        do { plans = try ScreenImport.plans(request) } catch { throw CommandFailure.invalidInput(error.lines) }
        var screens: [Screen] = []
        do throws(InputError) {
            for plan in plans {
                let root: JSONNode
                do { root = try JSONParser.parse(Array(plan.text.utf8)) } catch { throw InputError(file: plan.destination.lastPathComponent, message: error.message) }
                screens.append(try ScreenFileDecoder.decode(root, file: plan.destination, policy: .anywhere))
            }
        } catch { throw CommandFailure(error) }
        let tutorial = try reader.read(swift, provider: provider, elementIDs: TourLoader.elementIDs(screens), captures: CaptureOutline.of(screens))
        return Tour(scene: scene.name, document: scene.document, plans: plans, tutorial: tutorial)
    }

    /// Every scene with a custom class, in document (then scene) order, a class once; a document
    /// that cannot be read is left out, its reason in `dropped`.
    static func sceneClasses(_ documents: [URL], dropped: inout [String]) -> [(name: String, document: URL)] {
        var scenes: [(name: String, document: URL)] = []
        for document in documents {
            let names: [String]
            do { names = try ScreenImport.sceneClasses(Array(try Data(contentsOf: document)), file: InputFile.displayPath(document)) } catch {
                dropped.append("skipped \(reason(error))")
                continue
            }
            for name in names where !scenes.contains(where: { $0.name == name }) { scenes.append((name, document)) }
        }
        return scenes
    }

    /// An error's lines as one, for a note.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let failure as CommandFailure: return failure.lines.joined(separator: "; ")
        case let failure as ImportFailure: return failure.lines.joined(separator: "; ")
        case let failure as InputError: return failure.problems.map(\.description).joined(separator: "; ")
        default: return "\(error)"
        }
    }

    /// The app's Swift files and Interface Builder documents, build folders left out, sorted.
    static func scan(_ app: URL) -> (swift: [URL], documents: [URL]) {
        var swift: [URL] = [], documents: [URL] = []
        let enumerator = FileManager.default.enumerator(at: app, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if skipped.contains(url.lastPathComponent) { enumerator?.skipDescendants(); continue }
            switch url.pathExtension {
            case "swift": swift.append(url)
            case "storyboard", "xib": if !url.lastPathComponent.lowercased().contains("launch") { documents.append(url) }
            default: break
            }
        }
        return (swift.sorted { $0.path < $1.path }, documents.sorted { $0.path < $1.path })
    }

    /// The classes a Swift file declares or extends: the view controller a tutorial in it
    /// belongs to is among them (Instructions' data sources are often an extension of it).
    static func classNames(_ file: URL) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8),
              let pattern = try? NSRegularExpression(pattern: #"\b(?:class|extension)\s+([A-Z][A-Za-z0-9_]*)"#) else { return [] }
        var names: [String] = []
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            if let range = Range(match.range(at: 1), in: text), !names.contains(String(text[range])) { names.append(String(text[range])) }
        }
        return names
    }
}
