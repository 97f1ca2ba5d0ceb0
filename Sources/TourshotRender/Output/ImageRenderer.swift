import CCairo
import Foundation
import TourshotLayout
import TourshotModel
import TourshotPNG

/// Renders a laid-out image to PNG, SVG or PDF bytes, with one painter for every format.
public struct ImageRenderer: Sendable {
    public let fonts: FontSystem
    public let screenshots: ScreenshotCache
    /// zlib level for previews. With no row filter, on the demo's @3x step level 3 writes
    /// 250 KB in 10 ms (compressed on both cores), level 6 165 KB in 26 ms, level 9 150 KB in
    /// 58 ms; levels 1 and 2 are no faster and larger (README, Performance).
    public static let previewCompressionLevel = 3
    /// zlib level for images kept in a repository (goldens): smaller, worth the time once.
    public static let archiveCompressionLevel = 6

    public init(fonts: FontSystem, screenshots: ScreenshotCache) {
        self.fonts = fonts
        self.screenshots = screenshots
    }

    /// The image as PNG bytes at zlib `level`.
    public func png(_ layout: ImageLayout, level: Int = previewCompressionLevel) throws -> [UInt8] {
        let painter = try Painter(pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight, scale: layout.scale,
                                  fonts: fonts, screenshots: screenshots)
        try PhaseTimings.measure("paint") { () throws -> Void in try painter.draw(layout.displayList) }
        let surface = painter.surface!
        surface.flush()
        return try PhaseTimings.measure("encode") {
            try PNGCodec.encode(argb32: surface.data, width: surface.width, height: surface.height,
                                stride: surface.stride, compressionLevel: level)
        }
    }

    /// The image as a document of the canvas size in points (SVG user units, PDF points):
    /// the display list drawn on Cairo's vector surface, with blurs and shadows embedded as
    /// images at the layout's pixel scale (a raster backdrop is kept only when the list blurs).
    public func vector(_ layout: ImageLayout, format: OutputFormat) throws -> [UInt8] {
        let document = try VectorDocument(format: format, width: layout.canvasSize.width, height: layout.canvasSize.height)
        do {
            let painter = try Painter(vector: document.pointer, pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight,
                                      needsBackdrop: Painter.blurs(layout.displayList), scale: layout.scale,
                                      fonts: fonts, screenshots: screenshots)
            try painter.draw(layout.displayList)
        }
        let bytes = try document.finish()
        return format == .svg ? SVGIdentifiers.normalize(bytes) : bytes
    }

    /// The image in `format`.
    public func render(_ layout: ImageLayout, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: try png(layout)
        case .svg, .pdf: try vector(layout, format: format)
        }
    }
}
