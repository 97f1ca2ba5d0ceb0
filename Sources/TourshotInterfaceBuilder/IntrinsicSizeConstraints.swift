import TourshotAutoLayout

/// A view's intrinsic content size as two preferences per axis: no larger (hugging) and no
/// smaller (compression resistance), at the priorities the document gives.
enum IntrinsicSizeConstraints {
    static func make(_ context: LayoutContext) -> [SourcedConstraint] {
        var constraints: [Constraint] = []
        var sourced: [SourcedConstraint] = []
        for (index, view) in context.document.views.enumerated() where view.placedByConstraints && !view.isPlacedByContainer && context.inScope(index) {
            var size = context.text.size(of: view.content, scale: context.document.device?.scale ?? 2)
            let v = context.variables[index]
            if let wrapped = context.wrappedHeights[index] { size.height = wrapped }
            let label = "\(view.displayName) intrinsic size (line \(view.line))"
            defer {
                sourced += constraints.map { SourcedConstraint(constraint: $0, line: view.line, view: view.displayName) }
                constraints = []
            }
            if let width = size.width {
                constraints.append(Constraint(Expression(v.width), .lessOrEqual, Expression(constant: width), priority: clamp(view.hugging.horizontal), label: label))
                constraints.append(Constraint(Expression(v.width), .greaterOrEqual, Expression(constant: width), priority: clamp(view.compressionResistance.horizontal), label: label))
            }
            if let height = size.height {
                constraints.append(Constraint(Expression(v.height), .lessOrEqual, Expression(constant: height), priority: clamp(view.hugging.vertical), label: label))
                constraints.append(Constraint(Expression(v.height), .greaterOrEqual, Expression(constant: height), priority: clamp(view.compressionResistance.vertical), label: label))
            }
        }
        return sourced
    }

    private static func clamp(_ priority: Int) -> Int { min(max(priority, 1), 1000) }
}
