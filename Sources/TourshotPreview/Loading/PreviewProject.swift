import Foundation
import TourshotFiles
import TourshotModel
import TourshotRender

/// A loaded project file with the path policy every file it reads or writes goes through.
public struct PreviewProject: Sendable {
    public let project: Project
    /// Confines every path a command reads or writes — project keys and flags alike — to the
    /// project's folder unless the user passes `--allow-outside`.
    public let paths: PathPolicy

    /// Loads `path`, or `tourshot.json` in the current folder when nil.
    public static func load(_ path: String?, allowOutside: Bool = false) throws(PreviewFailure) -> PreviewProject {
        let url = URL(fileURLWithPath: path ?? "tourshot.json").standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            if let path { throw PreviewFailure("\(path): project file not found; check --project") }
            throw PreviewFailure("tourshot.json: not found in \(FileManager.default.currentDirectoryPath); run tourshot in a project folder or pass --project PATH")
        }
        let project: Project
        do { project = try ProjectFileDecoder.load(url) } catch { throw PreviewFailure(error) }
        return PreviewProject(project: project, paths: PathPolicy(root: project.directory, allowsOutside: allowOutside))
    }

    public init(project: Project, paths: PathPolicy) {
        self.project = project
        self.paths = paths
    }

    /// Loads the tours of `entries`, reporting the problems of all of them together. A
    /// localized tour becomes one tour per locale (only `locale` when given; tours without it
    /// are left out), each localized before `variant` applies, so a pseudolanguage rewrites
    /// the locale's texts.
    func tours(_ entries: [TourEntry], variant: PresentationVariant, locale: String? = nil) throws(PreviewFailure) -> [Tour] {
        var tours: [Tour] = []
        var problems: [InputProblem] = []
        var localeLists: [String] = [], known = Set<String>()
        let reader = SwiftReaderProcess()  // one for all tours: a set of Swift files is read once
        for entry in entries {
            do {
                let tour = try TourLoader.load(entry, project: project, allowOutside: paths.allowsOutside,
                                               sourceReader: reader)
                guard let localization = tour.localization else {
                    if locale == nil { tours.append(variant.applied(to: tour)) }
                    localeLists.append("\(tour.name): no locales")
                    continue
                }
                let codes = locale.map { localization.locales.contains($0) ? [$0] : [] } ?? localization.locales
                tours += codes.map { variant.applied(to: localization.localized(tour, locale: $0)) }
                localeLists.append("\(tour.name): \(localization.locales.joined(separator: ", "))")
                known.formUnion(localization.locales)
            } catch {
                problems += error.problems
            }
        }
        guard problems.isEmpty else { throw PreviewFailure(InputError(problems)) }
        if let locale, tours.isEmpty {
            throw PreviewFailure("--locale \(locale): no selected tour has this locale\(Suggestion.phrase(for: locale, in: known)) (\(localeLists.joined(separator: "; "))); give a tour entry \"strings\" and \"locales\" (docs/locales.md)")
        }
        return tours
    }

    /// A folder or file the command will write, named by a project key or a flag (`what`):
    /// refused when it leads outside the project.
    public func writable(_ url: URL, named what: String) throws(PreviewFailure) -> URL {
        if let message = paths.violation(url) { throw PreviewFailure("\(what): \(message)") }
        return url
    }

    /// The project's `output` folder, or a folder in it (`report`, `review/<tour>`), checked as
    /// a whole: a linked `out/report` is refused too.
    public func outputFolder(_ components: String...) throws(PreviewFailure) -> URL {
        let url = components.reduce(project.output) { $0.appendingPathComponent($1, isDirectory: true) }
        return try writable(url, named: "\(InputFile.displayPath(project.file)): output")
    }

    /// The project's `fonts` folders, checked like every path it names (fontconfig reads them,
    /// not tourshot, so they are checked here rather than at open).
    public func fontFolders() throws(PreviewFailure) -> [URL] {
        let file = InputFile.displayPath(project.file)
        let refused = project.fonts.enumerated().compactMap { index, url in
            paths.violation(url).map { "\(file): fonts[\(index)]: \($0)" }
        }
        guard refused.isEmpty else { throw PreviewFailure(refused) }
        return project.fonts
    }

    /// The project's `textFont`, its files checked like the `fonts` folders (fontconfig opens
    /// them, not tourshot's confined reader).
    public func textFace() throws(PreviewFailure) -> TextFontChoice? {
        guard let choice = project.textFont else { return nil }
        let file = InputFile.displayPath(project.file)
        let refused = choice.files.enumerated().compactMap { index, url in
            paths.violation(url).map { "\(file): textFont.files[\(index)]: \($0)" }
        }
        guard refused.isEmpty else { throw PreviewFailure(refused) }
        return choice
    }

    /// The fonts the project draws with, their files checked and loaded before anything is
    /// drawn; an error about `textFont` names the project file and its key.
    public func fonts() throws(PreviewFailure) -> ProjectFonts {
        let directories = FontFiles.searchDirectories(project: try fontFolders())
        let textFace = try textFace()
        do {
            return ProjectFonts(directories: directories, textFace: textFace,
                                loaded: try FontFiles.loaded(directories: directories, textFace: textFace))
        } catch {
            throw PreviewFailure(error.jsonPath.map { "\(InputFile.displayPath(project.file)): \($0): \(error.message)" } ?? error.message)
        }
    }

    /// The project's `goldens` folder, or `--goldens`, checked.
    public func goldensFolder(_ flag: String?) throws(PreviewFailure) -> URL {
        if let flag { return try writable(URL(fileURLWithPath: flag).standardizedFileURL, named: "--goldens \(flag)") }
        return try writable(project.goldens, named: "\(InputFile.displayPath(project.file)): goldens")
    }
}
