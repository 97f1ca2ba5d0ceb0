import CCairo
import Foundation

/// Adds font files to a configuration the way `FcConfigAppFontAddFile` does, but takes each
/// file's patterns (family, style, charset, languages…) from the system's font cache when the
/// cache of its folder is valid. Scanning the pinned files costs ~3 ms, mostly the charsets of
/// the emoji, symbol and CJK fonts; reading the caches ~0.3 ms. The cache holds what the same
/// fontconfig's scan produced (`FontConfigurationTests` compares them), so the files and what
/// fontconfig knows of them are the same either way; a missing or stale cache means a scan.
enum CachedFontPatterns {
    /// Where Debian's fontconfig keeps the system caches (`fc-cache` fills it when font
    /// packages are installed). Read only: tourshot never writes caches.
    static let systemCacheFolder = "/var/cache/fontconfig"

    /// Adds every face of `paths`, in order, to `config`'s application fonts.
    static func addApplicationFonts(_ paths: [String], to config: OpaquePointer) throws(RenderError) {
        var cached = patterns(for: paths)
        defer { cached.values.joined().forEach { FcPatternDestroy($0) } }
        for path in paths {
            // The application font set exists once a first file went through fontconfig.
            if let set = FcConfigGetFonts(config, FcSetApplication), let patterns = cached.removeValue(forKey: path) {
                for (index, pattern) in patterns.enumerated() where FcFontSetAdd(set, pattern) == 0 {
                    patterns[index...].forEach { FcPatternDestroy($0) }
                    throw RenderError("fontconfig could not add \(path)")
                }
            } else if FcConfigAppFontAddFile(config, path) == 0 {
                throw RenderError("fontconfig could not load \(path)")
            }
        }
    }

    /// Copies of the cached patterns of `paths`, by file, in cache order (the scan's order of
    /// faces); files whose folder has no valid cache are absent.
    static func patterns(for paths: [String]) -> [String: [OpaquePointer]] {
        guard let lookup = FcConfigCreate() else { return [:] }
        defer { FcConfigDestroy(lookup) }
        let rule = "<fontconfig><cachedir>\(systemCacheFolder)</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(lookup, rule, 0) != 0 else { return [:] }
        let wanted = Set(paths)
        var found: [String: [OpaquePointer]] = [:]
        var folders: [String] = []
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders {
            guard let cache = FcDirCacheLoad(folder, lookup, nil) else { continue }
            defer { FcDirCacheUnload(cache) }
            guard let set = FcCacheCopySet(cache) else { continue }
            defer { FcFontSetDestroy(set) }
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
                let path = String(cString: file)
                // A copy on the heap: the cached one lives in the cache file's mapping.
                guard wanted.contains(path), let copy = FcPatternDuplicate(pattern) else { continue }
                found[path, default: []].append(copy)
            }
        }
        return found
    }
}
