import Foundation
import TourshotFiles
import TourshotModel

/// Writes the goldens of one rendered image according to a `RecordMode`.
///
/// ```swift
/// let recorder = GoldenRecorder(mode: .changed, tolerances: GoldenTolerances())
/// let written = try recorder.record(png: rendered, layout: text, to: GoldenFiles(folder: goldens, name: name))
/// ```
/// Each file is written atomically (temporary file, fsync, rename), so a golden is either the
/// old one or the complete new one. Callers record only images that rendered.
public struct GoldenRecorder: Sendable {
    public let mode: RecordMode
    public let tolerances: GoldenTolerances

    public init(mode: RecordMode, tolerances: GoldenTolerances) {
        self.mode = mode
        self.tolerances = tolerances
    }

    /// Why a file was written.
    public enum Reason: String, Sendable {
        case new
        case changed
        /// Bytes differ, within the tolerances (`--all`).
        case rewritten
    }

    /// What `record` wrote for one image; nil parts were left untouched.
    public struct Written: Sendable {
        public let name: ImageName
        public let png: Reason?
        public let layout: Reason?
        /// Whether the goldens now on disk are this rendering's or pass against it (false when
        /// `--missing` left a differing golden alone): only then may its input key be recorded.
        public let verified: Bool
        public var wroteAnything: Bool { png != nil || layout != nil }
    }

    public func record(png: [UInt8], layout: String, to golden: GoldenFiles) throws -> Written {
        let (pngReason, pngVerified) = try pngDecision(png, golden)
        let (layoutReason, layoutVerified) = layoutDecision(layout, golden)
        if pngReason != nil || layoutReason != nil {
            try FileManager.default.createDirectory(at: golden.folder, withIntermediateDirectories: true)
        }
        if pngReason != nil { try AtomicFile.write(png, to: golden.png) }
        if layoutReason != nil { try AtomicFile.write(Array(layout.utf8), to: golden.layout) }
        return Written(name: golden.name, png: pngReason, layout: layoutReason, verified: pngVerified && layoutVerified)
    }

    /// What to write, and whether the golden then agrees with the rendering.
    private func pngDecision(_ png: [UInt8], _ golden: GoldenFiles) throws -> (Reason?, verified: Bool) {
        guard let existing = golden.pngBytes() else { return (.new, true) }
        guard existing != png else { return (nil, true) }
        switch mode {
        case .missing: return (nil, false)
        case .changed: return (try GoldenComparison(tolerances: tolerances).pixelsChanged(png: png, golden: golden) ? .changed : nil, true)
        case .all: return (try GoldenComparison(tolerances: tolerances).pixelsChanged(png: png, golden: golden) ? .changed : .rewritten, true)
        }
    }

    private func layoutDecision(_ layout: String, _ golden: GoldenFiles) -> (Reason?, verified: Bool) {
        guard let existing = golden.layoutText() else { return (.new, true) }
        guard existing != layout else { return (nil, true) }
        return mode == .missing ? (nil, false) : (.changed, true)
    }
}
