import TourshotLayout
import TourshotModel
import TourshotParallel

/// The first items of pictures painted once, for pictures that differ only after them: `lint`'s
/// contrast fix search paints a step a dozen times with nothing changed but its dimming, and
/// what comes before the dimming (the screenshot, the screen's blur, its wireframe) is most of
/// a paint (docs/performance.md).
///
/// A picture painted as its first top-level items, then the rest over a copy of those pixels,
/// has the pixels of the picture painted at once: `Painter` draws each top-level item straight
/// onto the surface in turn (a clipped group clips the context, it is no layer), so every item
/// of the rest meets exactly the pixels it met before.
public final class PaintedPrefix: @unchecked Sendable {
    let canvasSize: Size
    let scale: Double
    let items: [DisplayItem]
    let surface: ImageSurface

    init(canvasSize: Size, scale: Double, items: [DisplayItem], surface: ImageSurface) {
        self.canvasSize = canvasSize
        self.scale = scale
        self.items = items
        self.surface = surface
    }

    /// What of `picture` is left to paint over this prefix: nil when the picture does not begin
    /// with this prefix's items.
    func rest(of picture: Picture) -> [DisplayItem]? {
        guard picture.canvasSize == canvasSize, picture.scale == scale, picture.displayList.count >= items.count,
              picture.displayList.prefix(items.count).elementsEqual(items) else { return nil }
        return Array(picture.displayList.dropFirst(items.count))
    }
}

extension ImageRenderer {
    /// `picture`'s first `count` top-level items, painted.
    public func paintPrefix(of picture: Picture, first count: Int, masks: ShadowMaskStore? = nil) throws -> PaintedPrefix? {
        guard count <= picture.displayList.count else { return nil }
        let items = Array(picture.displayList.prefix(count))
        let surface = try paint(Picture(canvasSize: picture.canvasSize, scale: picture.scale, displayList: items), masks: masks)
        return PaintedPrefix(canvasSize: picture.canvasSize, scale: picture.scale, items: items, surface: surface)
    }

    /// `withPixels(_:masks:_:)` of `picture`, painting only what follows `prefix` when the picture
    /// begins with it (the same pixels either way).
    public func withPixels<T>(_ picture: Picture, over prefix: PaintedPrefix?, masks: ShadowMaskStore? = nil,
                              _ body: (_ bytes: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) throws -> T) throws -> T {
        guard let prefix, let rest = prefix.rest(of: picture) else { return try withPixels(picture, masks: masks, body) }
        let painter = try Painter(over: prefix.surface, scale: picture.scale, fonts: fonts, masks: masks)
        try PhaseTimings.measure("paint") { () throws -> Void in try painter.draw(rest) }
        let surface = painter.surface!
        surface.flush()
        return try withExtendedLifetime(surface) { try body(surface.data, surface.width, surface.height, surface.stride) }
    }
}
