import Foundation
import TourshotFiles

/// Decodes `tourshot.json` (docs/format.md §1).
public enum ProjectFileDecoder {
    /// The file is the user's choice, its folder the project's: it is opened beneath that
    /// folder, so a `tourshot.json` that is a link to a file elsewhere is refused.
    public static func load(_ url: URL) throws(InputError) -> Project {
        let directory = url.deletingLastPathComponent()
        let policy = PathPolicy(root: directory, fix: "pass --project with the path of the file it links to")
        let root = try InputFile.parseJSON(url, policy: policy)
        let diagnostics = Diagnostics(file: InputFile.displayPath(url))
        func resolve(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL }

        guard let object = ObjectReader(root, at: .root, diagnostics) else { throw InputError(diagnostics.problems) }
        object.rejectUnknownFileKeys(["tours", "goldens", "output", "check", "lint", "fonts", "textFont"])
        var names = Set<String>()
        let tours: [TourEntry] = object.required("tours", Decode.array(maxCount: Limits.tours) { node, path, diagnostics in
            guard let tour = ObjectReader(node, at: path, diagnostics) else { return nil }
            tour.rejectUnknownKeys(["name", "tutorial", "screens", "appearance", "textScale", "rtl", "strings", "locales", "provider", "triggers", "theme", "answers"])
            let name = tour.required("name", Decode.identifier)
            if let name, !names.insert(name).inserted {
                diagnostics.report(path.appending("name"), "duplicate tour name \"\(name)\"", at: tour.member("name"))
            }
            let tutorial = tour.required("tutorial", tutorialPaths)
            let swift = tutorial.flatMap { swiftSources($0, tour, path, diagnostics, resolve) }
            let screens = tour.required("screens", Decode.array(maxCount: Limits.screensPerTour, Decode.identifier))
            if let screens, screens.isEmpty { diagnostics.report(path.appending("screens"), "list at least one screen file", at: tour.member("screens")) }
            let variant = PresentationVariant(
                appearance: tour.optional("appearance", Decode.oneOf(Appearance.allCases.map { ($0.rawValue, $0) })),
                textScale: tour.optional("textScale", Decode.number(in: Limits.textScale, "textScale")),
                layoutDirection: tour.optional("rtl", Decode.bool).map { $0 ? .rightToLeft : .leftToRight })
            let (strings, locales) = localization(tour, path, diagnostics)
            guard let name, let tutorial, let screens, !screens.isEmpty else { return nil }
            return TourEntry(name: name, tutorial: resolve(tutorial[0]), screens: screens.map(resolve), variant: variant,
                             strings: strings.map(resolve), locales: locales, swiftSources: swift)
        }) ?? []
        if let list = object.member("tours"), case .array(let items) = list.value, items.isEmpty {
            diagnostics.report(JSONPath.root.appending("tours"), "list at least one tour", at: list)
        }
        let goldens = object.optional("goldens", Decode.identifier) ?? "GoldenImages"
        let output = object.optional("output", Decode.identifier) ?? "out"
        let check = object.optional("check", checkSettings) ?? CheckSettings()
        let lint = object.optional("lint", lintSettings) ?? LintSettings()
        let fonts = object.optional("fonts", Decode.array(maxCount: Limits.fontFolders, Decode.identifier)) ?? []
        if let list = object.member("fonts"), case .array(let items) = list.value, items.isEmpty {
            diagnostics.report(JSONPath.root.appending("fonts"), "list at least one folder, or leave `fonts` out for Debian's font folders", at: list)
        }
        let textFont = object.optional("textFont", textFontChoice(resolve))
        guard !diagnostics.hasProblems else { throw InputError(diagnostics.problems) }
        var project = Project(file: url.standardizedFileURL, tours: tours, goldens: resolve(goldens), output: resolve(output), check: check,
                              fonts: fonts.map(resolve), lint: lint)
        project.textFont = textFont
        return project
    }

    /// `"textFont": {"family": "SF Pro", "files": ["fonts/SF-Pro.ttf"]}`: the face text is
    /// measured and drawn in; files are font files (.otf, .ttf, .ttc) beside the project.
    static func textFontChoice(_ resolve: @escaping (String) -> URL) -> (JSONNode, JSONPath, Diagnostics) -> TextFontChoice? {
        { node, path, diagnostics in
            guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
            object.rejectUnknownKeys(["family", "files"])
            let family = object.required("family", Decode.identifier)
            let files = object.required("files", Decode.array(maxCount: Limits.textFontFiles, Decode.identifier))
            if let list = object.member("files"), case .array(let items) = list.value, items.isEmpty {
                diagnostics.report(path.appending("files"), "list the font files that hold \"\(family ?? "the family")\"", at: list)
            }
            if let list = object.member("files"), case .array(let items) = list.value {
                for (index, item) in items.enumerated() {
                    guard case .string(let file) = item.value, !file.isEmpty,
                          !["otf", "ttf", "ttc", "otc"].contains((file as NSString).pathExtension.lowercased()) else { continue }
                    diagnostics.report(path.appending("files").appending(index), "\"\(file)\" is not a font file: name .otf, .ttf, .ttc or .otc files", at: item)
                }
            }
            guard let family, let files, !files.isEmpty else { return nil }
            return TextFontChoice(family: family, files: files.map(resolve))
        }
    }

    /// `"strings"` and `"locales"` of a tour entry (docs/locales.md): locales need strings.
    static func localization(_ tour: ObjectReader, _ path: JSONPath, _ diagnostics: Diagnostics) -> (String?, [String]?) {
        let strings = tour.optional("strings", Decode.identifier)
        let locales = tour.optional("locales", Decode.array(maxCount: Limits.locales, Decode.identifier))
        if let locales, let node = tour.member("locales") {
            if locales.isEmpty { diagnostics.report(path.appending("locales"), "list at least one locale, or remove \"locales\" to preview every locale of the strings", at: node) }
            if Set(locales).count != locales.count { diagnostics.report(path.appending("locales"), "a locale is listed twice", at: node) }
            if strings == nil { diagnostics.report(path.appending("locales"), "locales need \"strings\": an .xcstrings catalog or a folder of <locale>.lproj/Localizable.strings", at: node) }
        }
        return (strings, locales)
    }

    /// `"tutorial"`: one path, or a list of `.swift` files and folders (docs/swift-sources.md).
    static func tutorialPaths(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> [String]? {
        // Anything but a list is read (and reported) as the usual single path.
        guard case .array = node.value else { return Decode.identifier(node, path, diagnostics).map { [$0] } }
        guard let paths = Decode.array(maxCount: Limits.screensPerTour, Decode.identifier)(node, path, diagnostics) else { return nil }
        guard !paths.isEmpty else {
            diagnostics.report(path, "list at least one .swift file or folder", at: node)
            return nil
        }
        if let json = paths.first(where: { !SwiftTutorialSources.isSwift($0) }) {
            diagnostics.report(path, "\"\(json)\" is a JSON tutorial; a list holds .swift files and folders only, a JSON tutorial stands alone", at: node)
            return nil
        }
        return paths
    }

    /// The Swift-only keys of a tour entry, refused beside a JSON tutorial (which says them itself).
    static func swiftSources(_ paths: [String], _ tour: ObjectReader, _ path: JSONPath, _ diagnostics: Diagnostics,
                             _ resolve: (String) -> URL) -> SwiftTutorialSources? {
        let keys = ["provider", "triggers", "theme", "answers"]
        guard paths.count > 1 || SwiftTutorialSources.isSwift(paths[0]) else {
            for key in keys where tour.member(key) != nil {
                let instead = key == "answers" ? "a JSON tutorial writes its elements and texts themselves" : "a JSON tutorial sets it in its own file"
                diagnostics.report(path.appending(key), "\"\(key)\" is for tutorials read from Swift sources; \(instead)", at: tour.member(key))
            }
            return nil
        }
        return SwiftTutorialSources(
            paths: paths.map(resolve),
            provider: tour.optional("provider", Decode.identifier),
            triggers: tour.optional("triggers", TutorialFileDecoder.stringMap(Decode.identifier)) ?? [:],
            theme: tour.optional("theme", TutorialFileDecoder.theme),
            answers: tour.optional("answers", SwiftAnswer.decodeAll) ?? [])
    }

    /// `"lint": {"small-target": "error" | "warning" | "off", "low-contrast": …}`.
    static func lintSettings(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> LintSettings? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(LintSettings.codes)
        var settings = LintSettings()
        for code in LintSettings.codes {
            settings.levels[code] = object.optional(code, Decode.oneOf(LintSettings.Level.allCases.map { ($0.rawValue, $0) }))
        }
        return settings
    }

    /// `"check": {"threshold", "maxDiffPixels", "maxDiffPixelRatio", "includeAA"}`.
    static func checkSettings(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> CheckSettings? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["threshold", "maxDiffPixels", "maxDiffPixelRatio", "includeAA", "orphans"])
        var settings = CheckSettings()
        settings.threshold = object.optional("threshold", Decode.number(in: 0...1, "threshold"))
        settings.maxDiffPixels = object.optional("maxDiffPixels", Decode.number(in: 0...1e12, "maxDiffPixels")).flatMap { value in
            guard value == value.rounded() else {
                diagnostics.report(path.appending("maxDiffPixels"), "expected a whole number of pixels, found \(Decode.format(value))",
                                   at: object.member("maxDiffPixels")!)
                return nil
            }
            return Int(value)
        }
        settings.maxDiffPixelRatio = object.optional("maxDiffPixelRatio", Decode.number(in: 0...1, "maxDiffPixelRatio"))
        settings.includeAA = object.optional("includeAA", Decode.bool)
        settings.orphansFail = object.optional("orphans", Decode.oneOf([("warning", false), ("error", true)]))
        return settings
    }
}
