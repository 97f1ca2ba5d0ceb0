import TourshotModel

/// What a request asks for. URL paths name the page, its data and generated image ids — never
/// a file: an image id is looked up among the images the server rendered, so no path from a
/// URL reaches the file system (`..`, `%2F` and absolute paths are simply not ids).
public enum ServeRoute: Sendable, Hashable {
    case page
    /// The page's script (served apart so the page's content security policy forbids inline script).
    case script
    /// The images of one variant, as JSON.
    case grid
    case image(id: String, view: ImageView)
    /// The WebSocket that tells the page what changed.
    case events
    /// Records the golden of an image (needs the token).
    case accept(id: String)
    case notFound(String)

    /// The pictures of one image the page shows.
    public enum ImageView: String, Sendable, Hashable {
        case plain
        /// Warnings and lint findings drawn on, as `render --annotate` draws them.
        case annotated
        /// The check report's golden | actual | diff panels.
        case diff
    }

    public static func resolve(method: String, path: String) -> ServeRoute {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let reading = method == "GET" || method == "HEAD"
        switch parts.count {
        case 1 where reading:
            if parts[0] == "" { return .page }
            if parts[0] == "review.js" { return .script }
            if parts[0] == "events" { return .events }
        case 2 where reading && parts[0] == "api" && parts[1] == "grid":
            return .grid
        case 2 where reading && parts[0] == "image" && parts[1].hasSuffix(".png"):
            let id = String(parts[1].dropLast(4))
            if isImageID(id) { return .image(id: id, view: .plain) }
        case 3 where reading && parts[0] == "image" && isImageID(parts[1]):
            if parts[2] == "annotated.png" { return .image(id: parts[1], view: .annotated) }
            if parts[2] == "diff.png" { return .image(id: parts[1], view: .diff) }
        case 3 where method == "POST" && parts[0] == "api" && parts[1] == "accept" && isImageID(parts[2]):
            return .accept(id: parts[2])
        default:
            break
        }
        return .notFound("\(method) \(path): not a page of tourshot serve; it serves /, /review.js, /api/grid, /events and /image/<id>.png of the images it rendered")
    }

    /// An image id as the server makes them (`ServedImage.id`): letters, digits, `-`, `_`, `~`
    /// and dots (not first), at most twice `Limits.nameLength` long (a stem joins a tour, a
    /// locale and a screen name of up to 80 characters each, its step and orientation, and a
    /// variant's suffix).
    public static func isImageID(_ text: String) -> Bool {
        guard !text.isEmpty, text.unicodeScalars.count <= 2 * Limits.nameLength, !text.hasPrefix(".") else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "~", ".": true
            default: false
            }
        }
    }
}
