import Foundation
import TourshotPNG

/// The three-panel picture of a failure, Paparazzi-style: expected | actual | diff, side by
/// side on a light grey ground, top-aligned (panels of different sizes keep their size). The
/// check report writes it; `tourshot serve` shows it.
public enum Composite {
    static let gap = 24
    static let ground: UInt32 = 0xFFE8_E8E8

    /// Nil when no panel is given.
    public static func make(_ panels: [PixelImage?]) -> PixelImage? {
        let present = panels.compactMap { $0 }
        guard !present.isEmpty else { return nil }
        let width = present.reduce(gap) { $0 + $1.width + gap }
        let height = (present.map(\.height).max() ?? 0) + 2 * gap
        return PixelImage(width: width, height: height) { base in
            for index in 0..<width * height { base.storeBytes(of: ground, toByteOffset: index * 4, as: UInt32.self) }
            var left = gap
            for panel in present {
                panel.withUnsafeBytes { source in
                    for y in 0..<panel.height {
                        // Flatten transparency onto white so panels read the same in any viewer.
                        for x in 0..<panel.width {
                            let word = source.load(fromByteOffset: (y * panel.width + x) * 4, as: UInt32.self)
                            base.storeBytes(of: onWhite(word), toByteOffset: ((y + gap) * width + left + x) * 4, as: UInt32.self)
                        }
                    }
                }
                left += panel.width + gap
            }
        }
    }

    /// A premultiplied word composited over opaque white.
    private static func onWhite(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        guard alpha != 0xFF else { return word }
        let white = 0xFF - alpha
        let r = ((word >> 16) & 0xFF) + white, g = ((word >> 8) & 0xFF) + white, b = (word & 0xFF) + white
        return 0xFF00_0000 | min(r, 255) << 16 | min(g, 255) << 8 | min(b, 255)
    }
}
