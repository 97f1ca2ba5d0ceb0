import Foundation
import TourshotFiles
import TourshotModel

/// A screenshot given with a capture (`--screenshot`): its path and pixel size, read from the PNG
/// header before anything is written. It becomes the capture's background when its pixels are
/// the screen's points × a preset's scale.
public struct ScreenshotFile: Sendable, Equatable {
    public let url: URL
    /// The path as messages show it.
    public let name: String
    public let width: Int
    public let height: Int

    public init(url: URL, name: String, width: Int, height: Int) {
        self.url = url
        self.name = name
        self.width = width
        self.height = height
    }

    /// "1170×2532"
    public var pixels: String { "\(width)×\(height)" }

    public static func read(_ url: URL, policy: PathPolicy) throws(ImportFailure) -> ScreenshotFile {
        let url = url.standardizedFileURL
        let name = InputFile.displayPath(url)
        if let violation = policy.violation(url) { throw ImportFailure(file: name, violation) }
        let header: [UInt8]
        do { header = try InputFile.readPrefix(url, count: 24, policy: policy) } catch {
            throw ImportFailure(file: name, "screenshot \(error.message)")
        }
        guard let size = PNGSize.of(header) else { throw ImportFailure(file: name, "is not a PNG file; pass the PNG `XCUIScreen.main.screenshot().pngRepresentation` wrote") }
        return ScreenshotFile(url: url, name: name, width: size.width, height: size.height)
    }

    func fits(size: Size, orientation: Orientation, scale: Double) -> Bool {
        (width, height) == Self.pixels(size, scale)
    }

    /// The refusal naming the sizes that would fit: at `scale` (a merge's file, `--device`), or
    /// at the scale of each preset of this size.
    func mismatch(size: Size, orientation: Orientation, scale: Double?) -> ImportFailure {
        let sized = "a \(Decode.format(size.width))×\(Decode.format(size.height)) pt screen"
        let needs: String
        if let scale {
            let fit = Self.pixels(size, scale)
            needs = "\(sized) at @\(Decode.format(scale))x needs \(fit.0)×\(fit.1) px"
        } else {
            var fits: [(scale: Double, ids: [String])] = []
            for preset in DevicePreset.all where preset.size(orientation) == size {
                if let index = fits.firstIndex(where: { $0.scale == preset.scale }) { fits[index].ids.append(preset.id) } else { fits.append((preset.scale, [preset.id])) }
            }
            needs = "\(sized) needs " + fits.sorted { $0.scale < $1.scale }.map { fit in
                let pixels = Self.pixels(size, fit.scale)
                return "\(pixels.0)×\(pixels.1) px (@\(Decode.format(fit.scale))x: \(fit.ids.joined(separator: ", ")))"
            }.joined(separator: " or ")
        }
        return ImportFailure(file: name, "is \(pixels) px; \(needs) (a screenshot of the same device and orientation as the capture)")
    }

    static func pixels(_ size: Size, _ scale: Double) -> (Int, Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}
