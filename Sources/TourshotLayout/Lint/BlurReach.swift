import TourshotModel

/// Which pixels decide those of the boxes lint reads, through the picture's blurs: everything
/// but a blur works pixel by pixel, and a blur reads, for each pixel of its rectangle, the
/// pixels of its rectangle within 3σ (its three box passes read no farther; it clamps at the
/// rectangle's edges and reads nothing outside it).
///
/// Taken from the last blur to the first, each adds what it reads for the parts of the areas so
/// far that lie in its rectangle — a label pill's blur only around the label's text, the screen's
/// blur around the boxes over the screen — instead of growing every box by every blur's reach.
enum BlurReach {
    /// Above this many parts of the areas in one blur's rectangle, it adds one rectangle around
    /// all of them (more than it reads, never less), so that blurs over blurs cannot multiply
    /// the areas.
    static let partsPerBlur = 16

    /// The areas (points) whose pixels decide the pixels of `areas` once `items` are painted at
    /// `scale` pixels per point: `areas`, and what every blur reads for them.
    static func areas(deciding areas: [Rect], through items: [DisplayItem], scale: Double) -> [Rect] {
        var needed = areas
        for blur in blurs(items).reversed() {
            let rectangle = BackgroundPixels.wholePixels(blur.rectangle, scale: scale), reach = 3 * blur.radius
            let parts = needed.compactMap { area -> Rect? in
                guard let part = area.intersection(rectangle), !part.isEmpty else { return nil }
                return part
            }
            guard let first = parts.first else { continue }
            let reading = parts.count > partsPerBlur ? [parts.dropFirst().reduce(first) { $0.union($1) }] : parts
            needed += reading.compactMap { $0.insetBy(dx: -reach, dy: -reach).intersection(rectangle) }
        }
        return needed
    }

    /// Every blur of `items` in painting order, nested ones too: the bounds of its clip (the
    /// rectangle the painter blurs) and its radius (σ in points).
    static func blurs(_ items: [DisplayItem]) -> [(rectangle: Rect, radius: Double)] {
        items.flatMap { item -> [(rectangle: Rect, radius: Double)] in
            switch item {
            case .blur(let clip, let radius) where radius > 0: [(clip.bounds, radius)]
            case .layer(let content, _), .clipped(_, let content): blurs(content)
            default: []
            }
        }
    }
}
