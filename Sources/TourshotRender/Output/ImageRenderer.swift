import CCairo
import Foundation
import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotParallel

/// Renders a `Picture` to PNG, SVG or PDF bytes, with one painter for every format. The picture
/// holds the decoded pixels of every image it draws: rendering reads no file.
public struct ImageRenderer: Sendable {
    public let fonts: FontSystem
    /// Shadow masks kept across this renderer's contrast paints (`lint` paints each step and
    /// its fix candidates; the steps of a screen share shadows).
    public let masks = ShadowMaskStore()
    /// Compression for previews, which are looked at and drawn again: tourshot's own deflate,
    /// a fifth of libdeflate level 1's time on flat pictures (docs/performance.md).
    public static let previewCompression = PNGCompression.fast
    /// Compression for images kept in a repository (goldens): libdeflate level 7, smaller, worth
    /// the time once; `check` encodes the same way, so an unchanged image is byte-identical.
    public static let archiveCompression = PNGCompression.deflate(level: 7)

    public init(fonts: FontSystem) {
        self.fonts = fonts
    }

    /// The picture as PNG bytes, compressed with `compression`.
    public func png(_ picture: Picture, compression: PNGCompression = previewCompression) throws -> [UInt8] {
        let surface = try paint(picture)
        return try PhaseTimings.measure("encode") {
            try PNGCodec.encode(argb32: surface.data, width: surface.width, height: surface.height,
                                stride: surface.stride, compression: compression)
        }
    }

    /// The picture's pixels (a contact sheet keeps small ones of its images).
    public func pixels(_ picture: Picture) throws -> PixelImage {
        let surface = try paint(picture)
        return PixelImage(width: surface.width, height: surface.height) { target in
            for row in 0..<surface.height {
                target.advanced(by: row * surface.width * 4).copyMemory(from: surface.data.advanced(by: row * surface.stride), byteCount: surface.width * 4)
            }
        }
    }

    /// `body` given the picture's pixels where they were painted (premultiplied ARGB32, rows
    /// `stride` bytes apart), valid only during the call: what `lint` reads is not copied out.
    /// Shadow masks are taken from `masks` and kept there (lint paints a step several times).
    public func withPixels<T>(_ picture: Picture, masks: ShadowMaskStore? = nil,
                              _ body: (_ bytes: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) throws -> T) throws -> T {
        let surface = try paint(picture, masks: masks)
        return try withExtendedLifetime(surface) { try body(surface.data, surface.width, surface.height, surface.stride) }
    }

    func paint(_ picture: Picture, masks: ShadowMaskStore? = nil) throws -> ImageSurface {
        let painter = try Painter(pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight, scale: picture.scale,
                                  fonts: fonts, masks: masks)
        try PhaseTimings.measure("paint") { () throws -> Void in try painter.draw(picture.displayList) }
        let surface = painter.surface!
        surface.flush()
        return surface
    }

    /// The image as a document of the canvas size in points (SVG user units, PDF points):
    /// the display list drawn on Cairo's vector surface, with blurs and shadows embedded as
    /// images at the layout's pixel scale (a raster backdrop is kept only when the list blurs).
    public func vector(_ picture: Picture, format: OutputFormat) throws -> [UInt8] {
        let document = try VectorDocument(format: format, width: picture.canvasSize.width, height: picture.canvasSize.height)
        do {
            let painter = try Painter(vector: document.pointer, pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight,
                                      needsBackdrop: Painter.blurs(picture.displayList), scale: picture.scale,
                                      fonts: fonts)
            try painter.draw(picture.displayList)
        }
        let bytes = try document.finish()
        return format == .svg ? SVGIdentifiers.normalize(bytes) : bytes
    }
}
