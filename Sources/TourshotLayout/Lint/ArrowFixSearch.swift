import TourshotModel

/// Finds a concrete fix for a warning about an arrow's label or curve: the nearest angle and
/// length (in the warning's orientation) for which the step, laid out again with the reference
/// system's own rules and collision resolution, no longer has that arrow in any label or crossing
/// warning and has fewer such warnings overall.
///
/// Candidates are every 15° and every 10 pt from 30 to 160 pt (plus the current values), tried
/// nearest first (15° weighs as much as 10 pt), so the search lays a step out at most
/// `maxCandidates` times per arrow.
enum ArrowFixSearch {
    static let angles: [Double] = stride(from: 0.0, to: 360.0, by: 15.0).map { $0 }
    static let lengths: [Double] = stride(from: 30.0, through: 160.0, by: 10.0).map { $0 }
    static var maxCandidates: Int { (angles.count + 1) * (lengths.count + 1) }

    struct Target: Hashable {
        let supplemental: Bool
        let index: Int
    }

    /// Adds `fix` to every fixable warning of `layout`, one search per arrow.
    static func addFixes<Measurer>(to layout: inout ImageLayout, _ request: LayoutRequest<Measurer>,
                                   relayout: (LayoutRequest<Measurer>) -> ImageLayout?) {
        guard let step = request.step else { return }
        let baseline = layout.warnings.filter { LayoutLint.arrowFixable.contains($0.code) }.count
        var found: [Target: String?] = [:]
        for index in layout.warnings.indices where LayoutLint.arrowFixable.contains(layout.warnings[index].code) {
            let warning = layout.warnings[index]
            guard let element = warning.element,
                  let arrow = layout.arrows.first(where: { $0.element == element && $0.label != nil && $0.spec != nil }),
                  let spec = arrow.spec else { continue }
            let supplemental = arrow.kind == .supplemental
            let list = supplemental ? step.supplementalArrows : step.arrows
            guard let specIndex = list.firstIndex(of: spec) else { continue }
            let target = Target(supplemental: supplemental, index: specIndex)
            if found[target] == nil {
                found[target] = search(spec: spec, target: target, request: request, baseline: baseline, relayout: relayout)
            }
            layout.warnings[index].fix = found[target] ?? nil
        }
    }

    static func search<Measurer>(spec: ArrowSpec, target: Target, request: LayoutRequest<Measurer>,
                                 baseline: Int, relayout: (LayoutRequest<Measurer>) -> ImageLayout?) -> String? {
        let orientation = request.orientation
        let angle = spec.angle[orientation], length = spec.length[orientation]
        var candidates: [(angle: Double, length: Double, cost: Double)] = []
        for a in Set(angles + [angle]) {
            for l in Set(lengths + [length]) where !(a == angle && l == length) {
                let turn = abs((a - angle + 540).truncatingRemainder(dividingBy: 360) - 180)
                candidates.append((a, l, turn / 15 + abs(l - length) / 10))
            }
        }
        candidates.sort { ($0.cost, $0.angle, $0.length) < ($1.cost, $1.angle, $1.length) }
        for candidate in candidates.prefix(maxCandidates) {
            let moved = spec.placed(angle: candidate.angle, length: candidate.length, in: orientation)
            let tutorial = request.tutorial.replacingArrow(step: request.stepNumber, supplemental: target.supplemental, index: target.index, with: moved)
            guard let result = relayout(request.replacing(tour: request.tour.replacing(tutorial: tutorial))) else { continue }
            let remaining = result.warnings.filter { LayoutLint.arrowFixable.contains($0.code) }
            guard remaining.count < baseline, !remaining.contains(where: { $0.element == spec.element }) else { continue }
            let keys = orientation == .landscape ? ("angleH", "lengthH") : ("angle", "length")
            var text = "set \(keys.0) \(number(candidate.angle)) and \(keys.1) \(number(candidate.length)) on the arrow to \"\(spec.element)\": its label then stays inside the safe area, clear of the other labels, the card, the targets and the other arrows"
            if orientation == .portrait {
                text += " (keep landscape as it is with angleH \(number(spec.angle.landscape)) and lengthH \(number(spec.length.landscape)))"
            }
            return text
        }
        return nil
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
