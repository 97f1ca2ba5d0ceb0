import TourshotModel

/// The default 15 × 9 arrow: a rim triangle and an inner triangle 1 pt further in, so the rim
/// shows on the slanted sides only and the inner colour covers the body's rim where they overlap.
public enum CoachMarkArrow {
    /// Triangles for the arrow frame at `origin`. Pointing up (mark below the cutout): rim
    /// (0,8) (7.5,0) (15,8), inner (0,9) (7.5,1) (15,9); pointing down is the mirror image.
    public static func items(origin: Point, pointsUp: Bool, palette: InstructionsLook.Palette) -> [DisplayItem] {
        func triangle(_ points: [(Double, Double)]) -> VectorPath {
            .polygon(points.map { Point(x: origin.x + $0.0, y: origin.y + $0.1) })
        }
        let outer = pointsUp ? [(0.0, 8.0), (7.5, 0.0), (15.0, 8.0)] : [(0.0, 1.0), (7.5, 9.0), (15.0, 1.0)]
        let inner = pointsUp ? [(0.0, 9.0), (7.5, 1.0), (15.0, 9.0)] : [(0.0, 0.0), (7.5, 8.0), (15.0, 0.0)]
        return [.fill(triangle(outer), palette.border), .fill(triangle(inner), palette.inner)]
    }
}
