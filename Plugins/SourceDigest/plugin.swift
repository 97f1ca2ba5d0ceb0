import Foundation
import PackagePlugin

/// Gives the target it is applied to `tourshotSourceDigest`: the SHA-256 of every file under
/// the package's Sources/. The version line stays the same between releases;
/// the code that draws does not, and `check` must not pass an image a different tourshot
/// recorded (docs/ci.md).
@main
struct SourceDigest: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        // Every file under Sources/ but hidden ones (SourceTreeDigest.files(under:) in the tests
        // walks the same way): also the system libraries' module maps, which no target lists.
        let sources = root.appending(path: "Sources")
        var files: [URL] = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "SourceDigest.swift")
        return [
            .buildCommand(
                displayName: "Digest of tourshot's sources",
                executable: try context.tool(named: "tourshot-source-digest").url,
                arguments: [root.path, output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
    }
}
