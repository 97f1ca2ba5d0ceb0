import TourshotModel

/// What the renderer draws: a canvas in points, its pixel scale and the display list.
///
/// The only input of `ImageRenderer`: a step's layout (`ImageLayout.picture`), a contact
/// sheet page or anything else that can be said as display items.
public struct Picture: Sendable {
    public let canvasSize: Size
    /// Pixels per point.
    public let scale: Double
    public let displayList: [DisplayItem]

    public init(canvasSize: Size, scale: Double, displayList: [DisplayItem]) {
        self.canvasSize = canvasSize
        self.scale = scale
        self.displayList = displayList
    }

    /// Pixel size of the rendered image.
    public var pixelWidth: Int { Int((canvasSize.width * scale).rounded()) }
    public var pixelHeight: Int { Int((canvasSize.height * scale).rounded()) }

    /// The same picture at another pixel scale (a thumbnail, say).
    public func scaled(to scale: Double) -> Picture {
        Picture(canvasSize: canvasSize, scale: scale, displayList: displayList)
    }
}
