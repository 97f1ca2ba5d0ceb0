import TourshotModel

/// TutorialKit's label overlap resolution (`ResolvedLabel.resolveOverlaps`).
///
/// Up to 8 passes over all pairs i < j of rects grown by padding/2; overlapping pairs are
/// pushed apart along the axis of least overlap by overlap/2 + 0.5 each, in place. It can
/// leave overlaps (and push labels off screen): that is the device's behaviour, reproduced.
/// - Complexity: O(n²) per pass, at most 8 passes.
public enum LabelCollisionResolver {
    public static let passes = 8
    public static let padding = 4.0

    public static func resolve(_ labels: inout [ArrowLabel]) {
        guard labels.count > 1 else { return }
        for _ in 0..<passes {
            var anyOverlap = false
            for i in 0..<labels.count {
                for j in (i + 1)..<labels.count {
                    let a = labels[i].frame.insetBy(dx: -padding / 2, dy: -padding / 2)
                    let b = labels[j].frame.insetBy(dx: -padding / 2, dy: -padding / 2)
                    guard let overlap = a.intersection(b) else { continue }
                    anyOverlap = true
                    if overlap.width < overlap.height {
                        let push = overlap.width / 2 + 0.5
                        let firstMovesBack = labels[i].center.x <= labels[j].center.x
                        labels[i].center.x += firstMovesBack ? -push : push
                        labels[j].center.x += firstMovesBack ? push : -push
                    } else {
                        let push = overlap.height / 2 + 0.5
                        let firstMovesBack = labels[i].center.y <= labels[j].center.y
                        labels[i].center.y += firstMovesBack ? -push : push
                        labels[j].center.y += firstMovesBack ? push : -push
                    }
                }
            }
            if !anyOverlap { break }
        }
    }
}
