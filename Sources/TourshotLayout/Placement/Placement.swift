import TourshotModel

/// Placement as small pure steps that every style composes with its own library's rules and
/// numbers, the way Floating UI's `computePosition` chains `offset → flip → shift → arrow`:
///
/// 1. side: the step's requested side, else the style's own rule (`side`, `PlacedSide`);
/// 2. offset: on the main (vertical) axis the edge `gap` beyond the anchor (`nearEdge`), then
///    the box's top or middle from that edge (`top`, `middle`); across it, centred on a point or
///    against one end of a range (`centred`, `aligned`);
/// 3. shift: into a range, the upper end winning when the range is empty (`clamp`), or the
///    test whether a frame stays inside its bounds (`Bounds`);
/// 4. arrow: the tail's frame between the anchor and the box (`tail`).
///
/// Each step is one or two floating-point operations in the order the libraries write them,
/// so a style composed of them lays out to the same bits as its library's own formula. Which
/// steps a style takes, with which gaps and margins, is the style's (its folder).
public enum Placement {
    /// The side a step asks for, else `auto`: the style's own rule for an `auto` side.
    public static func side(_ requested: AttachmentSide, auto: () -> PlacedSide) -> PlacedSide {
        PlacedSide(requested: requested) ?? auto()
    }
}
