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
        let first: SwiftReaderWire.ReadTutorial
        do { first = try reader.read(swift, provider: nil) } catch { throw CommandFailure(error) }
        let tutorialFile = swift.first { InputFile.displayPath($0) == first.file || $0.path == first.file || $0.path.hasSuffix("/" + first.file) }
        let classes = tutorialFile.map(classNames) ?? []
        guard let (document, scene) = try sceneOf(classes, documents: documents) else {
            throw CommandFailure.invalidInput("--from \(path): the tutorial in \(first.file) belongs to \(classes.isEmpty ? "no class" : classes.joined(separator: ", ")), and no scene of the \(documents.count) storyboards and xibs found has that custom class; import its screen with `tourshot import screen DOCUMENT --scene NAME`")
        }
        let request = ScreenImport.Request(
            capture: document, destination: .new(folder.appendingPathComponent("\(scene).screen.json")),
            device: devices ?? defaultDevices, policy: PathPolicy(root: folder), schema: StarterFiles.schemaURL("screen"), scene: scene)
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
        // Read again knowing the screens: the tutorial's elements keyed as the screens name them.
        let tutorial: SwiftReaderWire.ReadTutorial
        do { tutorial = try reader.read(swift, provider: nil, elementIDs: TourLoader.elementIDs(screens), captures: CaptureOutline.of(screens)) } catch {
            throw CommandFailure(error)
        }
        let tutorialName = "\(scene).tutorial.json"
        let screenNames = plans.map(\.destination.lastPathComponent)
        let tour = JSONOutput.object([("name", .string(scene)), ("tutorial", .string(tutorialName)), ("screens", .array(screenNames.map { .string($0) }))])
        let projectText = JSONOutput.object([("$schema", .string(StarterFiles.schemaURL("project"))), ("tours", .array([tour])),
                                             ("goldens", .string("GoldenImages")), ("output", .string("out"))]).serialized() + "\n"
        let notes = ["read the tutorial in \(tutorial.file) (\(swift.count) Swift \(swift.count == 1 ? "file" : "files") under \(path)); its scene: \(scene) in \(InputFile.displayPath(document))"]
            + tutorial.warnings.map { "warning: \($0)" } + plans.flatMap(\.notes)
        return Project(texts: [(StarterFiles.projectName, projectText), (tutorialName, tutorial.text)] + zip(screenNames, plans.map(\.text)).map { ($0, $1) },
                       notes: notes)
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

    /// The first document (in path order) with a scene whose custom class is one of `classes`,
    /// and that class.
    static func sceneOf(_ classes: [String], documents: [URL]) throws -> (URL, String)? {
        for document in documents {
            guard let data = try? Data(contentsOf: document), let names = try? ScreenImport.sceneClasses(Array(data), file: document.lastPathComponent) else { continue }
            if let name = classes.first(where: names.contains) { return (document, name) }
        }
        return nil
    }
}
