import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotRender

/// One image in the pipeline, on the worker that laid it out: its layout, its picture (plain
/// or with the warnings drawn on), and the one way to turn a picture into bytes.
public struct ImagePreview {
    public let job: ImageJob
    public let layout: ImageLayout
    let renderer: ImageRenderer
    /// What `layout` was laid out from (its style looked up once); the design review lays out
    /// its variants from it (`replacing(tour:)`).
    let request: LayoutRequest<PangoTextMeasurer>

    /// The layout's picture; with `annotated` (this image's layout as `linted(_:)` reports it)
    /// each of its warnings is drawn on it (an outline and a numbered caption).
    public func picture(annotated: ImageLayout? = nil) -> Picture {
        guard let annotated else { return layout.picture }
        return annotated.annotated(measurer: PangoTextMeasurer(fonts: renderer.fonts)).picture
    }

    /// `picture` as a file of `format`; PNGs compressed with `compression` (goldens use `ImageRenderer.archiveCompression`).
    public func encode(_ picture: Picture, as format: OutputFormat = .png, compression: PNGCompression = ImageRenderer.previewCompression) throws -> [UInt8] {
        switch format {
        case .png: try renderer.png(picture, compression: compression)
        case .svg, .pdf: try renderer.vector(picture, format: format)
        }
    }

    /// `picture`'s pixels at another scale (a contact sheet's thumbnails).
    public func pixels(_ picture: Picture, scale: Double) throws -> PixelImage {
        try renderer.pixels(picture.scaled(to: scale))
    }
}
