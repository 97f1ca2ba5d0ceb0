import Foundation
import TourshotModel
import TourshotPreview

/// The folders holding every input of the images shown: the project file, each tutorial (or
/// its Swift sources), screen file, screenshot and strings catalog (a folder of `.lproj`
/// folders with each of them). A change anywhere else cannot change a picture.
public enum WatchedFolders {
    public static func of(project: Project, jobs: [ImageJob]) -> Set<String> {
        var files: [URL] = [project.file]
        var folders: [URL] = []
        for entry in project.tours {
            files.append(entry.tutorial)
            files += entry.screens
            files += entry.swiftSources?.paths ?? []
            if let strings = entry.strings {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: strings.path, isDirectory: &isFolder), isFolder.boolValue {
                    folders.append(strings)
                    let children = (try? FileManager.default.contentsOfDirectory(at: strings, includingPropertiesForKeys: nil)) ?? []
                    folders += children.filter { $0.pathExtension == "lproj" }
                } else {
                    files.append(strings)
                }
            }
        }
        for job in jobs {
            for orientation in job.screen.orientations {
                if let background = job.screen.capture(orientation)?.background { files.append(background.url) }
            }
        }
        // A Swift source path may be a folder of sources, read with its subfolders: watch each
        // (inotify watches one folder, not what is below it).
        for source in project.tours.flatMap({ $0.swiftSources?.paths ?? [] }) where isFolder(source) {
            folders += subfolders(of: source)
        }
        return Set((files.map { isFolder($0) ? $0 : $0.deletingLastPathComponent() } + folders).map { $0.standardizedFileURL.path })
    }

    /// Every folder below `folder` but hidden ones (a package's .build holds thousands, and no
    /// tutorial source).
    private static func subfolders(of folder: URL) -> [URL] {
        var found: [URL] = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { found.append(url) }
        }
        return found
    }

    /// Editors' swap and backup files (`.name.swp`, `name~`, `#name#`) are not inputs.
    public static func mayBeInput(_ name: String) -> Bool {
        !(name.hasPrefix(".") || name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#")))
    }

    private static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}
