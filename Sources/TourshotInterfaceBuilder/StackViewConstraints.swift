import TourshotAutoLayout

/// UIStackView's own constraints for its arranged subviews (every subview IB puts in one, the
/// hidden ones left out): along the axis one after another `spacing` apart, filling it for the
/// fill distributions; across it as `alignment` says.
enum StackViewConstraints {
    /// One axis of an item: where it starts and how long it is.
    struct Span {
        let start, length: Expression
        var end: Expression { start + length }
        var center: Expression { start + 0.5 * length }
    }

    static func make(_ context: LayoutContext) -> [SourcedConstraint] {
        var constraints: [SourcedConstraint] = []
        for (index, view) in context.document.views.enumerated() where context.inScope(index) {
            guard let stack = view.stack else { continue }
            let arranged = view.children.filter { !context.document.views[$0].hidden }
            guard let first = arranged.first, let last = arranged.last else { continue }
            let label = "\(view.displayName) stack (line \(view.line))"
            func add(_ lhs: Expression, _ relation: Constraint.Relation, _ rhs: Expression) {
                constraints.append(SourcedConstraint(constraint: Constraint(lhs, relation, rhs, label: label), line: view.line, view: view.displayName))
            }
            let main = { (item: Int) in span(context.edges(item), vertical: stack.vertical) }
            let cross = { (item: Int) in span(context.edges(item), vertical: !stack.vertical) }
            let fills = ["fill", "fillEqually", "fillProportionally"].contains(stack.distribution)
            add(main(first).start, .equal, main(index).start)
            add(main(last).end, fills ? .equal : .lessOrEqual, main(index).end)
            for (previous, next) in zip(arranged, arranged.dropFirst()) {
                add(main(next).start, stack.distribution == "equalSpacing" ? .greaterOrEqual : .equal,
                    main(previous).end + stack.spacing)
                if stack.distribution == "fillEqually" { add(main(next).length, .equal, main(previous).length) }
            }
            let box = cross(index)
            for child in arranged {
                let item = cross(child)
                switch stack.alignment {
                case "center":
                    add(item.center, .equal, box.center)
                    add(item.length, .lessOrEqual, box.length)
                case "leading", "top", "firstBaseline":
                    add(item.start, .equal, box.start)
                    add(item.end, .lessOrEqual, box.end)
                case "trailing", "bottom", "lastBaseline":
                    add(item.end, .equal, box.end)
                    add(item.start, .greaterOrEqual, box.start)
                default:
                    add(item.start, .equal, box.start)
                    add(item.end, .equal, box.end)
                }
            }
        }
        return constraints
    }

    private static func span(_ edges: ItemEdges, vertical: Bool) -> Span {
        vertical ? Span(start: edges.top, length: edges.height) : Span(start: edges.left, length: edges.width)
    }
}
