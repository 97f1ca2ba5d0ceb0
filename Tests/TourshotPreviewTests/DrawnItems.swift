import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPNG

/// The items a vector rendering must keep one by one: every text run of the display list and
/// every arrowhead of the layout, each with the pixels it covers on the canvas.
struct DrawnItem: Sendable, CustomStringConvertible {
    enum Kind: Sendable { case text, arrowhead }
    let kind: Kind
    let description: String
    let box: PixelBox

    /// How far the stroke (at most 2 pt wide, round caps) reaches past an arrowhead's points.
    static let strokeReach = 1.5

    static func items(of layout: ImageLayout) -> [DrawnItem] {
        var found: [(Kind, String, Rect)] = []
        func walk(_ list: [DisplayItem]) {
            for item in list {
                switch item {
                // Colour emoji are glyph images, which each rasteriser scales its own way.
                case .text(let run) where run.text.contains(where: { !$0.isWhitespace && !$0.isEmojiGlyph }):
                    found.append((.text, "text \"\(run.text.prefix(30))\"", run.frame))
                case .layer(let content, _), .clipped(_, let content):
                    walk(content)
                default:
                    break
                }
            }
        }
        walk(layout.displayList)
        for arrow in layout.arrows {
            let head = ArrowCurve(start: arrow.tail, control: arrow.control, end: arrow.tip)
            let points = [head.headLeft, head.end, head.headRight]
            let minX = points.map(\.x).min()! - strokeReach, minY = points.map(\.y).min()! - strokeReach
            let maxX = points.map(\.x).max()! + strokeReach, maxY = points.map(\.y).max()! + strokeReach
            found.append((.arrowhead, "arrowhead of the \(arrow.kind.rawValue) arrow to \(arrow.element)",
                          Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)))
        }
        return found.compactMap { kind, name, rect in
            box(rect, scale: layout.scale, width: layout.pixelWidth, height: layout.pixelHeight).map { DrawnItem(kind: kind, description: name, box: $0) }
        }
    }

    /// The whole pixels `rect` (points) touches on a canvas of `width` × `height` pixels; nil
    /// when it lies outside.
    static func box(_ rect: Rect, scale: Double, width: Int, height: Int) -> PixelBox? {
        let minX = max(0, Int((rect.minX * scale).rounded(.down))), minY = max(0, Int((rect.minY * scale).rounded(.down)))
        let maxX = min(width, Int((rect.maxX * scale).rounded(.up))), maxY = min(height, Int((rect.maxY * scale).rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        return PixelBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How many pixels of `box` a diff mask (`DiffOptions.mask`: counted differences opaque,
    /// the rest clear) marks.
    static func marked(_ mask: PixelImage, in box: PixelBox) -> Int {
        mask.withUnsafeBytes { bytes in
            var count = 0
            for y in box.y..<(box.y + box.height) {
                var offset = (y * mask.width + box.x) * 4 + 3
                for _ in 0..<box.width {
                    if bytes[offset] != 0 { count += 1 }
                    offset += 4
                }
            }
            return count
        }
    }
}

extension Character {
    /// Drawn from the colour emoji font (an emoji presentation, or a symbol that font has).
    var isEmojiGlyph: Bool { unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.properties.isEmoji && $0.value > 0x2000 } }
}
