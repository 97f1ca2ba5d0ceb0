import Foundation
import TourshotPNG

/// Compares one rendered image (PNG bytes and layout text) with its goldens.
///
/// ```swift
/// let comparison = GoldenComparison(tolerances: GoldenTolerances())
/// let (outcome, images) = comparison.compare(png: rendered, layout: LayoutGolden.text(layout),
///                                            with: GoldenFiles(folder: goldens, name: name))
/// ```
/// Byte-identical PNGs pass without decoding; otherwise both are decoded and compared with
/// `PixelDiff`, and the layout texts line by line.
public struct GoldenComparison: Sendable {
    public let tolerances: GoldenTolerances

    public init(tolerances: GoldenTolerances) {
        self.tolerances = tolerances
    }

    /// What a failing image's artefacts are made of (nil parts are unavailable). Pixels are
    /// only present when they were compared; nothing is decoded just for the report.
    public struct Pictures: Sendable {
        public let expectedPNG: [UInt8]?
        public let expected: PixelImage?
        public let actual: PixelImage?
        public let diff: PixelImage?
    }

    /// The outcome, and with `keepPictures` the pictures of an image that did not pass.
    /// Throws only when the rendered PNG itself cannot be decoded.
    public func compare(png actualPNG: [UInt8], layout actualLayout: String, with golden: GoldenFiles,
                        keepPictures: Bool = false) throws -> (ImageOutcome, Pictures?) {
        let layout = compareLayout(actualLayout, with: golden)
        guard let expectedPNG = golden.pngBytes() else {
            let outcome = ImageOutcome(name: golden.name, pixels: .missing, layout: layout)
            return (outcome, nil)
        }
        if expectedPNG == actualPNG {
            let size = try PNGCodec.size(of: actualPNG)
            let pixels = ImageOutcome.Pixels.compared(PixelComparison(.identical(width: size.width, height: size.height), tolerances: tolerances))
            let outcome = ImageOutcome(name: golden.name, pixels: pixels, layout: layout)
            let pictures = keepPictures && outcome.status != .passed
                ? Pictures(expectedPNG: expectedPNG, expected: nil, actual: nil, diff: nil) : nil
            return (outcome, pictures)
        }
        let actual = try decodeActual(actualPNG, golden)
        let expected: PixelImage
        do {
            expected = try ImageFile.decode(expectedPNG, from: golden.png)
        } catch {
            let outcome = ImageOutcome(name: golden.name, pixels: .unreadable(error.reason), layout: layout)
            return (outcome, keepPictures ? Pictures(expectedPNG: nil, expected: nil, actual: actual, diff: nil) : nil)
        }
        do {
            let result = try PixelDiff.compare(expected, actual, options: tolerances.diffOptions, drawDiff: keepPictures)
            let outcome = ImageOutcome(name: golden.name, pixels: .compared(PixelComparison(result.counts, tolerances: tolerances)), layout: layout)
            let pictures = keepPictures && outcome.status != .passed
                ? Pictures(expectedPNG: expectedPNG, expected: expected, actual: actual, diff: result.diffImage) : nil
            return (outcome, pictures)
        } catch {
            let outcome = ImageOutcome(name: golden.name, pixels: .sizeMismatch(error), layout: layout)
            return (outcome, keepPictures ? Pictures(expectedPNG: expectedPNG, expected: expected, actual: actual, diff: nil) : nil)
        }
    }

    /// Whether the golden PNG must be rewritten in `--changed` mode: it is missing, unreadable,
    /// of another size or differs beyond the tolerances.
    func pixelsChanged(png actualPNG: [UInt8], golden: GoldenFiles) throws -> Bool {
        guard let expectedPNG = golden.pngBytes() else { return true }
        if expectedPNG == actualPNG { return false }
        let actual = try decodeActual(actualPNG, golden)
        guard let expected = try? ImageFile.decode(expectedPNG, from: golden.png) else { return true }
        guard let result = try? PixelDiff.compare(expected, actual, options: tolerances.diffOptions) else { return true }
        return !tolerances.accepts(result)
    }

    private func compareLayout(_ actual: String, with golden: GoldenFiles) -> ImageOutcome.Layout {
        guard let expected = golden.layoutText() else { return .missing }
        guard let diff = TextDiff.unified(old: expected, new: actual, oldName: "golden/\(golden.name.layout)", newName: "actual/\(golden.name.layout)") else {
            return .matches
        }
        return .differs(diff: diff, changedLines: TextDiff.changedLineCount(old: expected, new: actual),
                        texts: LayoutTextChange.between(golden: expected, actual: actual))
    }

    private func decodeActual(_ png: [UInt8], _ golden: GoldenFiles) throws -> PixelImage {
        try ImageFile.decode(png, from: URL(fileURLWithPath: "rendered " + golden.name.png))
    }
}
