import CCairo
import TourshotLayout

/// Replays a `VectorPath` into a Cairo context (current transform applies).
enum CairoPath {
    static func add(_ path: VectorPath, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = (x: 0.0, y: 0.0)
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y); current = (p.x, p.y)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y); current = (p.x, p.y)
            case .quad(let c, let p):
                // Cairo has no quadratic segment: the exact cubic with control points 2/3 along.
                cairo_curve_to(cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = (p.x, p.y)
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = (p.x, p.y)
            case .close:
                cairo_close_path(cr)
            }
        }
        cairo_set_fill_rule(cr, path.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
}
