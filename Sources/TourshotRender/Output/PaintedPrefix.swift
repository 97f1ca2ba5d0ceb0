import TourshotLayout
import TourshotModel

/// The first items of clipped pictures painted once, for pictures that differ only after them:
/// `lint`'s contrast fix search paints a step a dozen times with nothing changed but its
/// dimming, and what comes before the dimming (the screenshot, the screen's blur, its wireframe)
/// is most of a paint (docs/performance.md).
///
/// A picture `[.clipped(clip, prefix + rest)]` painted as the prefix, then `rest` in the same clip
/// over a copy of those pixels, gives the same pixels as painting it at once: a clip is no
/// layer (`Painter` clips the context and draws each item straight onto the surface), so every
/// item of `rest` meets exactly the pixels it met before.
public final class PaintedPrefix: @unchecked Sendable {
    let canvasSize: Size
    let scale: Double
    let clip: VectorPath
    let items: [DisplayItem]
    let surface: ImageSurface

    init(canvasSize: Size, scale: Double, clip: VectorPath, items: [DisplayItem], surface: ImageSurface) {
        self.canvasSize = canvasSize
        self.scale = scale
        self.clip = clip
        self.items = items
        self.surface = surface
    }

    /// What of `picture` is left to paint over this prefix: nil when the picture is not this
    /// prefix's clip around its items and more.
    func rest(of picture: Picture) -> [DisplayItem]? {
        guard picture.canvasSize == canvasSize, picture.scale == scale, picture.displayList.count == 1,
              case .clipped(let pictureClip, let content) = picture.displayList[0], pictureClip == clip,
              content.count >= items.count, content.prefix(items.count).elementsEqual(items) else { return nil }
        return Array(content.dropFirst(items.count))
    }
}

extension ImageRenderer {
    /// `picture`'s first `count` items painted, when the picture is one clipped group (as
    /// `ContrastLint.background` makes it); nil otherwise.
    public func paintPrefix(of picture: Picture, first count: Int, masks: ShadowMaskStore? = nil) throws -> PaintedPrefix? {
        guard picture.displayList.count == 1, case .clipped(let clip, let content) = picture.displayList[0],
              count <= content.count else { return nil }
        let items = Array(content.prefix(count))
        let surface = try paint(Picture(canvasSize: picture.canvasSize, scale: picture.scale, displayList: [.clipped(clip, items)]),
                                masks: masks)
        return PaintedPrefix(canvasSize: picture.canvasSize, scale: picture.scale, clip: clip, items: items, surface: surface)
    }

    /// `withPixels(_:masks:_:)` of `picture`, painting only what follows `prefix` when the picture
    /// begins with it (the same pixels either way).
    public func withPixels<T>(_ picture: Picture, over prefix: PaintedPrefix?, masks: ShadowMaskStore? = nil,
                              _ body: (_ bytes: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) throws -> T) throws -> T {
        guard let prefix, let rest = prefix.rest(of: picture) else { return try withPixels(picture, masks: masks, body) }
        let painter = try Painter(over: prefix.surface, scale: picture.scale, fonts: fonts, masks: masks)
        try PhaseTimings.measure("paint") { () throws -> Void in try painter.draw([.clipped(prefix.clip, rest)]) }
        let surface = painter.surface!
        surface.flush()
        return try withExtendedLifetime(surface) { try body(surface.data, surface.width, surface.height, surface.stride) }
    }
}
