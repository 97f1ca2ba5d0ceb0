import Foundation
import TourshotFiles

/// Loads a project's tours and checks every id a tutorial uses against its screens.
public enum TourLoader {
    /// Loads one tour entry: its tutorial and screens, then cross-checks them.
    /// - Parameter allowOutside: let input files name paths outside the project's folder.
    /// - Parameter sourceReader: reads a tutorial named by Swift sources (`SwiftReaderProcess`).
    public static func load(_ entry: TourEntry, project: Project, allowOutside: Bool = false,
                            sourceReader: (any TutorialSourceReading)? = nil) throws(InputError) -> Tour {
        let projectName = InputFile.displayPath(project.file)
        let policy = PathPolicy(root: project.directory, allowsOutside: allowOutside)
        let index = project.tours.firstIndex(of: entry) ?? 0
        var problems: [InputProblem] = []
        func outside(_ url: URL, _ path: String) -> Bool {
            guard let message = policy.violation(url) else { return false }
            problems.append(InputProblem(file: projectName, path: path, message: message))
            return true
        }
        // Screens first, so Swift sources can key elements by what the screens capture; their
        // problems are still reported after the tutorial's.
        var screens: [Screen] = []
        var screenProblems: [InputProblem] = []
        for (screenIndex, url) in entry.screens.enumerated() {
            if let message = policy.violation(url) {
                screenProblems.append(InputProblem(file: projectName, path: "tours[\(index)].screens[\(screenIndex)]", message: message))
                continue
            }
            do { screens.append(try ScreenFileDecoder.load(url, referencedFrom: projectName, policy: policy)) } catch { screenProblems += error.problems }
        }
        var tutorial: Tutorial?
        if let swift = entry.swiftSources {
            let inside = swift.paths.enumerated().filter { !outside($1, "tours[\(index)].tutorial\(swift.paths.count > 1 ? "[\($0)]" : "")") }
            if inside.count == swift.paths.count {
                if let sourceReader {
                    do {
                        let read = swift.completed(try sourceReader.tutorial(swift.paths, provider: swift.provider, answers: swift.answers,
                                                                            elementIDs: elementIDs(screens), captures: CaptureOutline.of(screens),
                                                                            policy: policy, referencedFrom: projectName))
                        problems += SwiftAnswer.stale(swift.answers, used: read.answers.uses, superseded: read.answers.superseded, file: projectName,
                                                      at: JSONPath.root.appending("tours").appending(index).appending("answers"))
                        tutorial = read
                    } catch { problems += error.problems }
                } else {
                    problems.append(InputProblem(file: projectName, path: "tours[\(index)].tutorial",
                                                 message: "a tutorial read from Swift sources needs the tourshot command line (this caller reads JSON tutorials only)"))
                }
            }
        } else if !outside(entry.tutorial, "tours[\(index)].tutorial") {
            do { tutorial = try TutorialFileDecoder.load(entry.tutorial, referencedFrom: projectName, policy: policy) } catch { problems += error.problems }
        }
        problems += screenProblems
        var names = Set<String>()
        for screen in screens where !names.insert(screen.name).inserted {
            problems.append(InputProblem(file: InputFile.displayPath(screen.file), path: "name",
                                         message: "another screen of tour \"\(entry.name)\" is also named \"\(screen.name)\"; give each screen a unique name"))
        }
        if let tutorial, problems.isEmpty {
            problems += SwiftAnswer.placed(crossCheck(tutorial, file: InputFile.displayPath(entry.tutorial), screens: screens),
                                           used: tutorial.answers.uses, file: projectName,
                                           at: JSONPath.root.appending("tours").appending(index).appending("answers"))
        }
        let localization = problems.isEmpty ? loadLocalization(entry, index: index, projectName: projectName, policy: policy, problems: &problems) : nil
        guard problems.isEmpty, let tutorial else { throw InputError(problems) }
        return Tour(name: entry.name, tutorial: entry.variant.applied(to: tutorial), tutorialFile: entry.tutorial, screens: screens,
                    localization: localization)
    }

    /// The entry's strings (a `.xcstrings` catalog or a `.lproj` folder) and its locales, each
    /// of which must have texts there (a misspelt "de-De" would silently show the source texts).
    static func loadLocalization(_ entry: TourEntry, index: Int, projectName: String, policy: PathPolicy,
                                 problems: inout [InputProblem]) -> TourLocalization? {
        guard let url = entry.strings else { return nil }
        if let message = policy.violation(url) {
            problems.append(InputProblem(file: projectName, path: "tours[\(index)].strings", message: message))
            return nil
        }
        let table: StringTable
        do {
            if url.pathExtension == "xcstrings" {
                table = try StringCatalogDecoder.load(url, referencedFrom: projectName, policy: policy)
            } else {
                table = try StringsFolderLoader.load(url, sourceLanguage: entry.locales?.first ?? "en", referencedFrom: projectName, policy: policy)
            }
        } catch {
            problems += error.problems
            return nil
        }
        let known = table.locales
        let locales = entry.locales ?? known
        for locale in locales where !known.contains(locale) {
            problems.append(InputProblem(file: projectName, path: "tours[\(index)].locales",
                message: "locale \"\(locale)\" has no texts in \(table.file)\(Suggestion.phrase(for: locale, in: known)) (locales there: \(known.joined(separator: ", "))); add its translations or remove it"))
        }
        return TourLocalization(table: table, locales: locales)
    }

    /// Ids a tutorial names must exist in at least one capture of the tour; a capture that lacks
    /// one is not an error (the device would simply skip that arrow) and is reported by layout.
    static func crossCheck(_ tutorial: Tutorial, file: String, screens: [Screen]) -> [InputProblem] {
        let captures = screens.flatMap { [$0.portrait, $0.landscape].compactMap { $0 } }
        let elementIDs = Set(captures.flatMap { $0.elements.map(\.id) })
        var problems: [InputProblem] = []
        // Elements are found by id, TutorialKit element id or label (`Capture.element(named:label:)`).
        let elementNames = Set(captures.flatMap(\.lookupNames))
        func checkElement(_ id: String, _ path: JSONPath) {
            guard !captures.contains(where: { $0.element(named: id, label: tutorial.elementLabels[id]) != nil }) else { return }
            let near = Suggestion.closest(to: id, in: elementNames)
                ?? tutorial.elementLabels[id].flatMap { Suggestion.closest(to: $0, in: elementNames) }
            let fix = near.map { "; did you mean \"\($0)\"?" }
                ?? "; capture it in the screen files' \"elements\" (known: \(listed(elementIDs)))"
            problems.append(InputProblem(file: file, path: path.description, message: "unknown element \"\(id)\"\(fix)"))
        }
        let blurNames = Set(captures.flatMap { $0.blurTargets.map(\.name) })
        let presentationIDs = Set(captures.flatMap { $0.presentations.map(\.id) })
        func check(_ id: String, in known: Set<String>, _ kind: String, _ path: JSONPath, _ fix: String) {
            guard !known.contains(id) else { return }
            let suggestion = Suggestion.phrase(for: id, in: known)
            problems.append(InputProblem(file: file, path: path.description,
                                         message: "unknown \(kind) \"\(id)\"\(suggestion.isEmpty ? "; \(fix)" : suggestion)"))
        }
        for (name, presentation) in tutorial.triggers.sorted(by: { $0.key < $1.key }) {
            check(presentation, in: presentationIDs, "presentation", JSONPath.root.appending("triggers").appending(name),
                  "declare it under a capture's \"presentations\"")
        }
        for (index, step) in tutorial.steps.enumerated() {
            let stepPath = JSONPath.root.appending("steps").appending(index)
            for (i, arrow) in step.arrows.enumerated() {
                checkElement(arrow.element, stepPath.appending("arrows").appending(i).appending("element"))
            }
            for (i, arrow) in step.supplementalArrows.enumerated() {
                checkElement(arrow.element, stepPath.appending("supplementalArrows").appending(i).appending("element"))
            }
            for (i, highlight) in step.highlights.enumerated() {
                checkElement(highlight.element, stepPath.appending("highlights").appending(i).appending("element"))
            }
            if let attachment = step.attachTo {
                checkElement(attachment.element, stepPath.appending("attachTo").appending("element"))
            }
            for (i, target) in step.blurTargets.enumerated() {
                check(target, in: blurNames, "blur target", stepPath.appending("blurTargets").appending(i),
                      "add it to a capture's \"blur\" (known: \(listed(blurNames)))")
            }
            for (i, trigger) in step.triggers.enumerated() {
                check(trigger, in: Set(tutorial.triggers.keys), "trigger", stepPath.appending("triggers").appending(i),
                      "declare it in the tutorial's \"triggers\" with the presentation it opens")
            }
        }
        return problems
    }

    public static func elementIDs(_ screens: [Screen]) -> Set<String> {
        Set(screens.flatMap { [$0.portrait, $0.landscape].compactMap { $0 } }.flatMap { $0.elements.map(\.id) })
    }

    static func listed(_ ids: Set<String>) -> String {
        ids.isEmpty ? "none" : ids.sorted().prefix(12).joined(separator: ", ") + (ids.count > 12 ? ", …" : "")
    }
}
