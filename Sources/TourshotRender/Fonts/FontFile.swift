import Foundation
import TourshotDigest
import TourshotFiles
import TourshotModel

/// A font file as tourshot hands it to fontconfig: links followed to the file itself (its bytes
/// are what is drawn with), which must be a regular file within `Limits.fontFileBytes` — a pipe
/// would block FreeType's open, a huge file would be read whole. Its stamp tells later whether
/// what the path leads to is still what was loaded.
public struct FontFile: Sendable, Hashable {
    /// The path as found in a font folder or named by the project.
    public let path: String
    /// Where it leads, links resolved: what fontconfig and FreeType open.
    public let resolved: String
    let stamp: FileStamp

    /// `path` checked as a font file; the error says what is wrong with it and the fix.
    public static func check(_ path: String) throws(RenderError) -> FontFile {
        // Resolved first, then the file it leads to stamped: a link re-pointed in between is
        // seen later as a change, never as a stamp of one file under another's path.
        guard let resolved = FileStamp.resolvedPath(path) else {
            throw RenderError("font file \(path) was not found; name .otf, .ttf or .ttc files that exist")
        }
        let stamp: FileStamp
        do {
            stamp = try FileStamp.of(resolved)
        } catch .notFound {
            throw RenderError("font file \(path) was not found; name .otf, .ttf or .ttc files that exist")
        } catch .notRegularFile {
            throw RenderError("font file \(path) is not a regular file (a pipe, device or socket cannot be loaded as a font); name the .otf, .ttf or .ttc file itself")
        } catch {
            throw RenderError("font file \(path) \(error.message)")
        }
        guard stamp.size <= Limits.fontFileBytes else {
            throw RenderError("font file \(path) is \(stamp.size >> 20) MiB, over the \(Limits.fontFileBytes >> 20) MiB a font file may have; name the font files of the faces drawn with, not an archive or collection of many")
        }
        return FontFile(path: path, resolved: resolved, stamp: stamp)
    }

    /// What the file is for an input key that is not to read the bytes (tourshot serve's): where
    /// the path leads and the file's stamp there.
    public var identity: String { "\(resolved) \(stamp.description)" }

    /// Whether `path` still leads to the file loaded, unchanged.
    public var isCurrent: Bool {
        FileStamp.resolvedPath(path) == resolved && (try? FileStamp.of(resolved)) == stamp
    }

    /// The SHA-256 of the bytes loaded: refused when `path` no longer leads to the same file in
    /// the same state (a link re-pointed, a file replaced or rewritten since it was loaded).
    public func digest() throws(RenderError) -> String {
        let changed = RenderError("font file \(path) changed since this process loaded it, so its pictures may show the old file; run the command again (restart tourshot serve) to draw with the new one")
        guard FileStamp.resolvedPath(path) == resolved else { throw changed }
        do {
            return SHA256.hex(try InputFile.read(URL(fileURLWithPath: resolved), limit: Limits.fontFileBytes, policy: .anywhere, stamp: stamp))
        } catch .changed {
            throw changed
        } catch {
            throw RenderError("font file \(path) \(error.message)")
        }
    }
}

/// A font file a configuration loaded, with the words the input key names it by.
public struct LoadedFont: Sendable {
    /// `font fonts-inter Inter-Regular.otf` or `text font SF-Pro.ttf`.
    public let label: String
    public let file: FontFile
}
