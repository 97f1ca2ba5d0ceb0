import Foundation
import TourshotFiles
import TourshotGolden
import TourshotLayout
import TourshotPNG
import TourshotRender

/// Draws and writes a review's contact sheet page by page, each with only its own thumbnails
/// decoded, so memory stays flat however many images the tour has.
public enum ReviewSheets {
    /// The sheet's entry for one reviewed image and the small PNG of its picture (`annotated`,
    /// the picture written to `image`) at the thumbnail scale of `plan`'s grid.
    public static func entry(_ preview: ImagePreview, linted: ImageLayout, annotated: Picture, image: URL, plan: ReviewPlan) throws -> (ContactSheet.Entry, [UInt8]) {
        let thumbnail = try preview.pixels(annotated, scale: plan.grid.thumbnailScale)
        return (ContactSheet.Entry(layout: linted, name: preview.job.name.stem, image: image, locale: preview.job.tour.locale),
                try ImageFile.encode(thumbnail))
    }

    /// `thumbnails[i]` is the PNG of `entries[i]` at the grid's thumbnail scale; the
    /// sheet's text uses the fonts `pipeline` rendered them with.
    public static func write(entries: [ContactSheet.Entry], thumbnails: [[UInt8]], tour: String, plan: ReviewPlan,
                             folder: URL, pipeline: PreviewPipeline) throws -> [URL] {
        let fonts = try FontSystem.make(fontDirectories: pipeline.fontDirectories, textFace: pipeline.textFace)
        let measurer = PangoTextMeasurer(fonts: fonts)
        var written: [URL] = []
        for (index, rows) in plan.pages.enumerated() {
            let steps = Array(plan.rows[rows])
            var decoded: [String: PixelImage] = [:]
            for (entry, thumbnail) in zip(entries, thumbnails) where steps.contains(entry.step) {
                decoded[entry.name] = try PNGCodec.decode(thumbnail, maxWidth: ContactSheet.maximumPageSide, maxHeight: ContactSheet.maximumPageSide)
            }
            let picture = ContactSheet.page(tour: tour, entries: entries, rows: steps, page: index + 1, pageCount: plan.pages.count,
                                            grid: plan.grid, thumbnails: decoded, measurer: measurer)
            let url = folder.appendingPathComponent(plan.sheetNames[index])
            try AtomicFile.write(try ImageRenderer(fonts: fonts).png(picture), to: url)
            written.append(url)
        }
        return written
    }
}
