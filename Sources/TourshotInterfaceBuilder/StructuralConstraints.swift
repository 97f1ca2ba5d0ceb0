import TourshotAutoLayout

/// The constraints no `<constraint>` states: roots keep their frames (their container gives
/// them), cells keep theirs inside their table or collection, and views that translate their
/// autoresizing mask follow their superview as the mask says.
enum StructuralConstraints {
    static func make(_ context: LayoutContext) -> [SourcedConstraint] {
        var constraints: [SourcedConstraint] = []
        for (index, view) in context.document.views.enumerated() where context.inScope(index) {
            guard let storedFrame = view.parent == nil ? context.document.frame(ofRoot: index) : view.storedFrame else { continue }
            let frame = AlignmentRect.alignment(storedFrame, outsets: view.alignmentOutsets)
            let own = context.variables[index], label = "\(view.displayName)"
            guard let parentIndex = view.parent else {
                constraints += fixed(own, frame, label: label + " root frame (line \(view.line))").map { SourcedConstraint(constraint: $0, line: view.line, view: view.displayName) }
                continue
            }
            if view.placedByConstraints && !view.isPlacedByContainer { continue }
            if context.document.views[parentIndex].stack != nil { continue }
            let parent = context.variables[parentIndex]
            let parentFrame = context.document.views[parentIndex].storedFrame ?? frame
            let mask = view.isPlacedByContainer ? AutoresizingMask() : view.autoresizing
            let label2 = label + (view.isPlacedByContainer ? " placed by its container" : " autoresizing mask") + " (line \(view.line))"
            let horizontal = axis(position: own.left, size: own.width, parentPosition: parent.left, parentSize: parent.width,
                                at: frame.x, length: frame.width, parentLength: parentFrame.width,
                                flexible: (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight), label: label2)
            let vertical = axis(position: own.top, size: own.height, parentPosition: parent.top, parentSize: parent.height,
                                at: frame.y, length: frame.height, parentLength: parentFrame.height,
                                flexible: (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom), label: label2)
            constraints += (horizontal + vertical).map { SourcedConstraint(constraint: $0, line: view.line, view: view.displayName) }
        }
        return constraints
    }

    private static func fixed(_ v: ViewVariables, _ frame: IBRect, label: String) -> [Constraint] {
        [Constraint(Expression(v.left), .equal, Expression(constant: frame.x), label: label),
         Constraint(Expression(v.top), .equal, Expression(constant: frame.y), label: label),
         Constraint(Expression(v.width), .equal, Expression(constant: frame.width), label: label),
         Constraint(Expression(v.height), .equal, Expression(constant: frame.height), label: label)]
    }

    /// UIKit shares a change of the superview's size among the flexible parts (margin before,
    /// size, margin after) in proportion to their sizes, equally when they are all zero.
    private static func axis(position: Variable, size: Variable, parentPosition: Variable, parentSize: Variable,
                             at offset: Double, length: Double, parentLength: Double,
                             flexible: (Bool, Bool, Bool), label: String) -> [Constraint] {
        let parts = [(flexible.0, offset), (flexible.1, length), (flexible.2, parentLength - offset - length)]
        let flexibleParts = parts.filter(\.0)
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? parts[index].1 / total : 1 / Double(flexibleParts.count)
        }
        // change = parentSize − parentLength
        let change = Expression(parentSize) - parentLength
        return [
            Constraint(Expression(position), .equal, Expression(parentPosition) + offset + share(0) * change, label: label),
            Constraint(Expression(size), .equal, Expression(constant: length) + share(1) * change, label: label),
        ]
    }
}
