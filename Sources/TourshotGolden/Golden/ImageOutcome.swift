import Foundation
import TourshotModel

/// How one rendered image compares with its goldens.
public struct ImageOutcome: Sendable {
    public enum Status: String, Sendable, Hashable {
        /// Pixels within tolerance and the same layout.
        case passed
        /// A golden exists and the image differs from it.
        case failed
        /// A golden is missing (and nothing that exists differs).
        case missing
    }

    /// What the pixels say.
    public enum Pixels: Sendable {
        /// No golden PNG.
        case missing
        /// The golden is not a valid PNG.
        case unreadable(String)
        case sizeMismatch(ImageSizeMismatch)
        case compared(PixelComparison)
        /// Not drawn: the input key and both goldens are those `record` verified (`check` without --full).
        case inputsUnchanged
    }

    /// What the resolved layout says.
    public enum Layout: Sendable {
        case missing
        case matches
        /// The unified diff (golden → actual), the number of changed lines and the drawn texts
        /// that changed.
        case differs(diff: String, changedLines: Int, texts: [LayoutTextChange])
    }

    public let name: ImageName
    public let pixels: Pixels
    public let layout: Layout

    /// An image `check` passed without drawing it.
    public static func unchanged(_ name: ImageName) -> ImageOutcome {
        ImageOutcome(name: name, pixels: .inputsUnchanged, layout: .matches)
    }

    public var wasDrawn: Bool {
        if case .inputsUnchanged = pixels { return false }
        return true
    }

    public var status: Status {
        switch (pixels, layout) {
        case (.unreadable, _), (.sizeMismatch, _), (_, .differs): return .failed
        case (.compared(let comparison), _) where !comparison.passes: return .failed
        case (.missing, _), (_, .missing): return .missing
        default: return .passed
        }
    }

    public var pixelsFailed: Bool {
        switch pixels {
        case .missing, .inputsUnchanged: false
        case .unreadable, .sizeMismatch: true
        case .compared(let comparison): !comparison.passes
        }
    }

    /// One line for a terminal: what differs, how much and where; "matches" for a pass.
    public var summary: String {
        var parts: [String] = []
        switch pixels {
        case .missing: parts.append("no golden image")
        case .unreadable(let reason): parts.append("the golden image is unreadable (\(reason))")
        case .sizeMismatch(let mismatch): parts.append("size differs: golden \(mismatch.expected.width)×\(mismatch.expected.height) px, actual \(mismatch.actual.width)×\(mismatch.actual.height) px")
        case .compared(let comparison): parts.append(comparison.summary)
        case .inputsUnchanged: parts.append("inputs and goldens unchanged since record (not drawn)")
        }
        switch layout {
        case .missing: parts.append("no layout golden")
        case .matches: break
        case .differs(_, let lines, let texts):
            parts.append("layout differs (\(lines) line\(lines == 1 ? "" : "s"))")
            if !texts.isEmpty { parts.append("text changed: " + texts.map(\.description).joined(separator: "; ")) }
        }
        return parts.joined(separator: "; ")
    }
}
