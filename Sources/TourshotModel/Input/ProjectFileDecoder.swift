import Foundation

/// Decodes `tourshot.json` (FORMAT.md section 1).
public enum ProjectFileDecoder {
    public static func load(_ url: URL) throws(InputError) -> Project {
        let root = try InputFile.parseJSON(url)
        let diagnostics = Diagnostics(file: InputFile.displayPath(url))
        let directory = url.deletingLastPathComponent()
        func resolve(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL }

        guard let object = ObjectReader(root, at: .root, diagnostics) else { throw InputError(diagnostics.problems) }
        object.rejectUnknownKeys(["tours", "goldens", "output"])
        let tours: [TourEntry] = object.required("tours", Decode.array(maxCount: 1000) { node, path, diagnostics in
            guard let tour = ObjectReader(node, at: path, diagnostics) else { return nil }
            tour.rejectUnknownKeys(["name", "tutorial", "screens"])
            let name = tour.required("name", Decode.identifier)
            let tutorial = tour.required("tutorial", Decode.identifier)
            let screens = tour.required("screens", Decode.array(maxCount: 100, Decode.identifier))
            if let screens, screens.isEmpty { diagnostics.report(path.appending("screens"), "list at least one screen file", at: node) }
            guard let name, let tutorial, let screens, !screens.isEmpty else { return nil }
            return TourEntry(name: name, tutorial: resolve(tutorial), screens: screens.map(resolve))
        }) ?? []
        if object.member("tours") != nil, tours.isEmpty, !diagnostics.hasProblems {
            diagnostics.report(JSONPath.root.appending("tours"), "list at least one tour")
        }
        var seen = Set<String>()
        for (index, tour) in tours.enumerated() where !seen.insert(tour.name).inserted {
            diagnostics.report(JSONPath.root.appending("tours").appending(index).appending("name"), "duplicate tour name \"\(tour.name)\"")
        }
        let goldens = object.optional("goldens", Decode.identifier) ?? "GoldenImages"
        let output = object.optional("output", Decode.identifier) ?? "out"
        guard !diagnostics.hasProblems else { throw InputError(diagnostics.problems) }
        return Project(file: url.standardizedFileURL, tours: tours, goldens: resolve(goldens), output: resolve(output))
    }
}
