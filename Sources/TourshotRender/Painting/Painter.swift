import CCairo
import Foundation
import TourshotLayout
import TourshotModel
import TourshotPNG

/// Draws a display list onto a Cairo image surface. It decides nothing: every position,
/// colour and size comes from the list; only I/O (screenshots) and Cairo itself can fail.
final class Painter {
    let surface: ImageSurface
    let context: DrawingContext
    /// Pixels per point.
    let scale: Double
    let fonts: FontSystem
    let screenshots: ScreenshotCache

    init(pixelWidth: Int, pixelHeight: Int, scale: Double, fonts: FontSystem, screenshots: ScreenshotCache) throws(RenderError) {
        self.surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: pixelWidth, height: pixelHeight)
        self.context = try DrawingContext(surface)
        self.scale = scale
        self.fonts = fonts
        self.screenshots = screenshots
        cairo_scale(context.pointer, scale, scale)
    }

    var cr: OpaquePointer { context.pointer }

    func draw(_ items: [DisplayItem]) throws {
        for item in items {
            switch item {
            case .clear(let color):
                context.withSavedState {
                    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                    setSource(color)
                    cairo_paint(cr)
                }
            case .fill(let path, let color):
                CairoPath.add(path, to: cr)
                setSource(color)
                cairo_fill(cr)
            case .stroke(let path, let style, let color):
                CairoPath.add(path, to: cr)
                setSource(color)
                cairo_set_line_width(cr, style.width)
                cairo_set_line_cap(cr, style.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cr, style.roundJoins ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
                cairo_stroke(cr)
            case .text(let run):
                drawText(run)
            case .image(let url, let rect, let clip):
                try drawImage(url, in: rect, clip: clip)
            case .blur(let clip, let radius):
                try blur(clip: clip, radius: radius)
            case .shadow(let path, let color, let radius, let offset):
                try shadow(path, color: color, radius: radius, offset: offset)
            case .linearGradient(let path, let start, let end, let stops):
                let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
                fillGradient(path, pattern: pattern, stops: stops)
            case .radialGradient(let path, let center, let radius, let stops):
                let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
                fillGradient(path, pattern: pattern, stops: stops)
            case .layer(let content, let cutouts):
                try layer(content, cutouts: cutouts)
            case .clipped(let clip, let content):
                cairo_save(cr)
                CairoPath.add(clip, to: cr)
                cairo_clip(cr)
                do { try draw(content) } catch { cairo_restore(cr); throw error }
                cairo_restore(cr)
            }
            try context.checkStatus()
        }
    }

    /// Fills `path` with a gradient pattern (Cairo interpolates premultiplied colours, so a stop
    /// at alpha 0 never darkens the ramp); the pattern is released here.
    private func fillGradient(_ path: VectorPath, pattern: OpaquePointer, stops: [GradientStop]) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        CairoPath.add(path, to: cr)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// Draws `content` into a group, builds the mask that `cutouts` leave (the canvas minus the
    /// holes, plus Polaris' mask stroke) in a second group, and paints the first through the second.
    private func layer(_ content: [DisplayItem], cutouts: CutoutMask) throws {
        cairo_push_group(cr)
        do { try draw(content) } catch { cairo_pattern_destroy(cairo_pop_group(cr)); throw error }
        let contentPattern = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(contentPattern) }

        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        switch cutouts.rule {
        case .union:
            CairoPath.add(.rect(cutouts.canvas), to: cr)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            for hole in cutouts.holes {
                CairoPath.add(hole, to: cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        case .evenOdd:
            var path = VectorPath.rect(cutouts.canvas)
            for hole in cutouts.holes { path.append(hole) }
            path.fillRule = .evenOdd
            CairoPath.add(path, to: cr)
            if cutouts.edgeStroke > 0 {
                cairo_fill_preserve(cr)
                cairo_set_line_width(cr, cutouts.edgeStroke)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
        }
        let maskPattern = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(maskPattern) }
        cairo_set_source(cr, contentPattern)
        cairo_mask(cr, maskPattern)
    }

    private func setSource(_ color: RGBAColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private func drawText(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        fonts.withContext { pango in
            let layout = TextLayoutFactory.make(context: pango, text: run.text, font: run.font, wrapWidth: run.wrapWidth,
                                                alignment: run.alignment, truncateWidth: run.truncates ? run.frame.width : nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            // Place the layout so its logical box (not its wrap box) starts at the run's frame.
            let logical = TextLayoutFactory.logicalRect(layout)
            setSource(run.color)
            cairo_move_to(cr, run.frame.minX - logical.minX, run.frame.minY - logical.minY)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// The device-pixel rect covering `rect`, rounded outward and kept on the canvas.
    private func pixelBounds(_ rect: Rect) -> (x: Int, y: Int, width: Int, height: Int)? {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(surface.width, Int((rect.maxX * scale).rounded(.up)))
        let y1 = min(surface.height, Int((rect.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    private func drawImage(_ url: URL, in rect: Rect, clip: VectorPath?) throws {
        let image = try screenshots.image(url)
        let status: cairo_status_t = image.pixels.withUnsafeBytes { bytes in
            let data = UnsafeMutablePointer(mutating: bytes.bindMemory(to: UInt8.self).baseAddress!)
            let source = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                             Int32(image.height), Int32(image.width * 4))!
            defer { cairo_surface_destroy(source) }
            let status = cairo_surface_status(source)
            guard status == CAIRO_STATUS_SUCCESS else { return status }
            cairo_save(cr)
            if let clip {
                CairoPath.add(clip, to: cr)
                cairo_clip(cr)
            }
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
            cairo_fill(cr)
            // Drop the pattern's reference before the pixel memory goes away.
            cairo_restore(cr)
            return CAIRO_STATUS_SUCCESS
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("Cairo could not draw the screenshot \(url.lastPathComponent): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    private func blur(clip: VectorPath, radius: Double) throws(RenderError) {
        guard radius > 0, let box = pixelBounds(clip.bounds) else { return }
        surface.flush()
        let patch = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
        let source = surface.data, stride = surface.stride
        let target = patch.data, patchStride = patch.stride
        for row in 0..<box.height {
            (target + row * patchStride).update(from: source + (box.y + row) * stride + box.x * 4, count: box.width * 4)
        }
        GaussianBlur.blur(target, width: box.width, height: box.height, stride: patchStride, channels: 4, sigma: radius * scale)
        patch.markDirty()
        context.withSavedState {
            CairoPath.add(clip, to: cr)
            cairo_clip(cr)
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, patch.pointer, Double(box.x), Double(box.y))
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
    }

    private func shadow(_ path: VectorPath, color: RGBAColor, radius: Double, offset: Point) throws(RenderError) {
        let spread = radius * 3
        let shadowBounds = path.bounds.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -spread, dy: -spread)
        guard let box = pixelBounds(shadowBounds) else { return }
        let mask = try ImageSurface(format: CAIRO_FORMAT_A8, width: box.width, height: box.height)
        let maskContext = try DrawingContext(mask)
        cairo_translate(maskContext.pointer, -Double(box.x), -Double(box.y))
        cairo_scale(maskContext.pointer, scale, scale)
        cairo_translate(maskContext.pointer, offset.x, offset.y)
        CairoPath.add(path, to: maskContext.pointer)
        cairo_set_source_rgba(maskContext.pointer, 0, 0, 0, 1)
        cairo_fill(maskContext.pointer)
        try maskContext.checkStatus()
        mask.flush()
        GaussianBlur.blur(mask.data, width: box.width, height: box.height, stride: mask.stride, channels: 1, sigma: radius * scale)
        mask.markDirty()
        context.withSavedState {
            cairo_identity_matrix(cr)
            setSource(color)
            cairo_mask_surface(cr, mask.pointer, Double(box.x), Double(box.y))
        }
    }
}
