import CCairo
import Foundation
import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotParallel

/// Draws a display list onto one or more Cairo surfaces. It decides nothing: every position,
/// colour and size comes from the list (decoded images included); only Cairo itself can fail.
///
/// One painter serves every output format. For PNG it draws on a raster image at the pixel
/// scale. For SVG and PDF it draws the same items on the vector surface and, when the list
/// blurs, also on a raster *backdrop* at the pixel scale, so a blur can read what is drawn so
/// far; the blurred patch and every shadow go to the vector surface as images at the pixel
/// scale, clipped as on the raster. User space is points on every surface.
final class Painter {
    /// A surface being drawn on and how its device units relate to pixels.
    struct Target {
        let context: DrawingContext
        /// Device units are pixels (the raster image or backdrop); otherwise points.
        let isRaster: Bool
    }

    /// The raster picture: the PNG's pixels, or a vector output's backdrop (nil when nothing blurs).
    let surface: ImageSurface?
    let targets: [Target]
    let pixelWidth: Int
    let pixelHeight: Int
    /// Pixels per point.
    let scale: Double
    let fonts: FontSystem

    /// A painter for raster output: one image of `pixelWidth`×`pixelHeight`.
    /// Shadow masks come from `masks` when it holds them and are kept there when made.
    convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double, fonts: FontSystem, masks: ShadowMaskStore? = nil) throws(RenderError) {
        let surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: pixelWidth, height: pixelHeight)
        try self.init(raster: surface, vector: nil, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, fonts: fonts, masks: masks)
    }

    /// A painter for raster output that draws on over a copy of `surface`'s pixels.
    convenience init(over surface: ImageSurface, scale: Double, fonts: FontSystem, masks: ShadowMaskStore? = nil) throws(RenderError) {
        let copy = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: surface.width, height: surface.height)
        surface.flush()
        copy.data.update(from: surface.data, count: surface.stride * surface.height)
        copy.markDirty()
        try self.init(raster: copy, vector: nil, pixelWidth: surface.width, pixelHeight: surface.height, scale: scale, fonts: fonts,
                      masks: masks)
    }

    /// A painter for vector output (a surface measured in points), with a raster backdrop of
    /// `pixelWidth`×`pixelHeight` when `needsBackdrop` (the list blurs).
    convenience init(vector: OpaquePointer, pixelWidth: Int, pixelHeight: Int, needsBackdrop: Bool, scale: Double,
                     fonts: FontSystem) throws(RenderError) {
        let backdrop = needsBackdrop ? try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: pixelWidth, height: pixelHeight) : nil
        try self.init(raster: backdrop, vector: vector, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, fonts: fonts)
    }

    private init(raster: ImageSurface?, vector: OpaquePointer?, pixelWidth: Int, pixelHeight: Int, scale: Double, fonts: FontSystem,
                 masks: ShadowMaskStore? = nil) throws(RenderError) {
        var targets: [Target] = []
        if let raster {
            let context = try DrawingContext(raster)
            cairo_scale(context.pointer, scale, scale)
            targets.append(Target(context: context, isRaster: true))
        }
        if let vector {
            targets.append(Target(context: try DrawingContext(surface: vector), isRaster: false))
        }
        self.surface = raster
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.targets = targets
        self.scale = scale
        self.fonts = fonts
        self.keptMasks = masks
    }

    /// Whether `items` blur anywhere (a vector output then needs the raster backdrop).
    static func blurs(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            switch item {
            case .blur: true
            case .clipped(_, let content), .layer(let content, _): blurs(content)
            default: false
            }
        }
    }

    /// Runs `body` with every target's context.
    private func each(_ body: (OpaquePointer) -> Void) {
        for target in targets { body(target.context.pointer) }
    }

    /// Sets a target's transform so that one user unit is one pixel of the raster.
    private func usePixelSpace(_ target: Target) {
        cairo_identity_matrix(target.context.pointer)
        if !target.isRaster { cairo_scale(target.context.pointer, 1 / scale, 1 / scale) }
    }

    /// Shadow masks made ahead on another thread during `draw`.
    private var shadowMasks: ShadowMaskMaker?
    /// Shadow masks kept from earlier paints of the same picture size (nil: none are kept).
    private let keptMasks: ShadowMaskStore?

    func draw(_ items: [DisplayItem]) throws {
        let shadows = ShadowMaskMaker.keys(items).filter { keptMasks?.mask(storeKey($0)) == nil }
        guard !shadows.isEmpty else { return try drawItems(items) }
        let maker = ShadowMaskMaker(shadows) { [unowned self] key throws(RenderError) in try shadowMask(key) }
        shadowMasks = maker
        defer {
            maker.waitUntilFinished()
            shadowMasks = nil
        }
        try drawItems(items)
    }

    private func drawItems(_ items: [DisplayItem]) throws {
        for item in items {
            switch item {
            case .clear(let color):
                each { cr in
                    cairo_save(cr)
                    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                    setSource(color, cr)
                    cairo_paint(cr)
                    cairo_restore(cr)
                }
            case .fill(let path, let color):
                each { cr in
                    CairoPath.add(path, to: cr)
                    setSource(color, cr)
                    cairo_fill(cr)
                }
            case .stroke(let path, let style, let color):
                each { cr in
                    CairoPath.add(path, to: cr)
                    setSource(color, cr)
                    cairo_set_line_width(cr, style.width)
                    cairo_set_line_cap(cr, style.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
                    cairo_set_line_join(cr, style.roundJoins ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
                    cairo_stroke(cr)
                }
            case .text(let run):
                drawText(run)
            case .image(let pixels, let rect, let clip, let source):
                try PhaseTimings.measure("image") { () throws(RenderError) in try drawImage(pixels, in: rect, clip: clip, source: source) }
            case .blur(let clip, let radius):
                try PhaseTimings.measure("blur") { () throws(RenderError) in try blur(clip: clip, radius: radius) }
            case .shadow(let path, let color, let radius, let offset):
                try PhaseTimings.measure("shadow") { () throws(RenderError) in try shadow(path, color: color, radius: radius, offset: offset) }
            case .linearGradient(let path, let start, let end, let stops):
                each { cr in
                    let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
                    fillGradient(path, pattern: pattern, stops: stops, cr)
                }
            case .radialGradient(let path, let center, let radius, let stops):
                each { cr in
                    let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
                    fillGradient(path, pattern: pattern, stops: stops, cr)
                }
            case .layer(let content, let cutouts):
                try layer(content, cutouts: cutouts)
            case .clipped(let clip, let content):
                each { cr in
                    cairo_save(cr)
                    CairoPath.add(clip, to: cr)
                    cairo_clip(cr)
                }
                defer { each { cairo_restore($0) } }
                try drawItems(content)
            }
            for target in targets { try target.context.checkStatus() }
        }
    }

    /// Fills `path` with a gradient pattern (Cairo interpolates premultiplied colours, so a stop
    /// at alpha 0 never darkens the ramp); the pattern is released here.
    private func fillGradient(_ path: VectorPath, pattern: OpaquePointer, stops: [GradientStop], _ cr: OpaquePointer) {
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
        each { cairo_push_group($0) }
        do { try drawItems(content) } catch { each { cairo_pattern_destroy(cairo_pop_group($0)) }; throw error }
        for target in targets {
            let cr = target.context.pointer
            let contentPattern = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(contentPattern) }
            if !target.isRaster && cutouts.rule == .union {
                // Destination-out inside a mask does not survive SVG and PDF: keep the layer
                // outside every hole by intersecting one clip per hole (canvas minus that hole).
                cairo_save(cr)
                for hole in cutouts.holes {
                    CairoPath.add(Self.canvas(cutouts.canvas, minus: hole), to: cr)
                    cairo_clip(cr)
                }
                cairo_set_source(cr, contentPattern)
                CairoPath.add(.rect(cutouts.canvas), to: cr)
                cairo_fill(cr)
                cairo_restore(cr)
                continue
            }
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            drawMask(cutouts, cr)
            let maskPattern = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(maskPattern) }
            cairo_set_source(cr, contentPattern)
            cairo_mask(cr, maskPattern)
        }
    }

    /// The canvas with `hole` taken out under the non-zero rule: the canvas is wound against
    /// the hole. (Cairo's SVG surface puts a clip's `clip-rule` on the clipped group, where SVG
    /// renderers ignore it, so an even-odd clip would come out non-zero.)
    static func canvas(_ canvas: Rect, minus hole: VectorPath) -> VectorPath {
        var points: [Point] = []
        for element in hole.elements {
            switch element {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): points.append(p)
            case .close: break
            }
        }
        var twiceArea = 0.0
        for (i, p) in points.enumerated() {
            let q = points[(i + 1) % points.count]
            twiceArea += p.x * q.y - q.x * p.y
        }
        let corners = [Point(x: canvas.minX, y: canvas.minY), Point(x: canvas.maxX, y: canvas.minY),
                       Point(x: canvas.maxX, y: canvas.maxY), Point(x: canvas.minX, y: canvas.maxY)]
        // `corners` run with positive area (clockwise on screen); reverse them for a positive hole.
        let ordered = twiceArea > 0 ? Array(corners.reversed()) : corners
        var path = VectorPath()
        path.move(to: ordered[0])
        for corner in ordered.dropFirst() { path.line(to: corner) }
        path.close()
        path.append(hole)
        path.fillRule = .nonZero
        return path
    }

    /// Paints, opaque, what `cutouts` keep of the canvas.
    private func drawMask(_ cutouts: CutoutMask, _ cr: OpaquePointer) {
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
    }

    private func setSource(_ color: RGBAColor, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// Sets the text as glyphs on every target (on SVG and PDF as embedded font subsets).
    private func drawText(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        fonts.withContext { pango in
            let layout = TextLayoutFactory.make(context: pango, families: fonts.families, text: run.text, font: run.font, wrapWidth: run.wrapWidth,
                                                alignment: run.alignment, truncateWidth: run.truncates ? run.frame.width : nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            // Place the layout so its logical box (not its wrap box) starts at the run's frame.
            let logical = TextLayoutFactory.logicalRect(layout)
            each { cr in
                setSource(run.color, cr)
                cairo_move_to(cr, run.frame.minX - logical.minX, run.frame.minY - logical.minY)
                pango_cairo_show_layout(cr, layout)
            }
        }
    }

    /// The shape of a shadow filled in A8 over its blurred extent and blurred; nil when that
    /// lies off the canvas. Reads only the painter's constants: it runs on the mask thread.
    private func shadowMask(_ key: ShadowKey) throws(RenderError) -> ShadowMask? {
        guard let box = pixelBounds(key.path.shadowExtent(radius: key.radius, offset: key.offset)) else { return nil }
        let mask = try ImageSurface(format: CAIRO_FORMAT_A8, width: box.width, height: box.height)
        // Written before the blur reads it: a fresh page first read is the shared zero page,
        // and the blur's write then copies it, interrupting the other core to flush its TLB.
        mask.data.initialize(repeating: 0, count: mask.stride * box.height)
        mask.markDirty()
        let maskContext = try DrawingContext(mask)
        cairo_translate(maskContext.pointer, -Double(box.x), -Double(box.y))
        cairo_scale(maskContext.pointer, scale, scale)
        cairo_translate(maskContext.pointer, key.offset.x, key.offset.y)
        CairoPath.add(key.path, to: maskContext.pointer)
        cairo_set_source_rgba(maskContext.pointer, 0, 0, 0, 1)
        cairo_fill(maskContext.pointer)
        try maskContext.checkStatus()
        mask.flush()
        GaussianBlur.blur(mask.data, width: box.width, height: box.height, stride: mask.stride, channels: 1, sigma: key.radius * scale)
        mask.markDirty()
        return ShadowMask(surface: mask, x: box.x, y: box.y)
    }

    /// What a mask of `key` painted by this painter is kept under: it depends on the scale and
    /// the canvas too (`pixelBounds` keeps it on the canvas).
    private func storeKey(_ key: ShadowKey) -> ShadowMaskStore.Key {
        ShadowMaskStore.Key(shadow: key, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// The device-pixel rect covering `rect`, rounded outward and kept on the canvas.
    private func pixelBounds(_ rect: Rect) -> (x: Int, y: Int, width: Int, height: Int)? {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(pixelWidth, Int((rect.maxX * scale).rounded(.up)))
        let y1 = min(pixelHeight, Int((rect.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// `source` names the image in the error: the painter has no file to name.
    private func drawImage(_ full: PixelImage, in rect: Rect, clip: VectorPath?, source named: String) throws(RenderError) {
        // A raster picture far smaller than the screenshot (lint's contrast picture, a
        // thumbnail) scales a block-averaged copy: Cairo's filter then spans a few pixels, not
        // dozens, and the means it keeps are the same.
        let factor = targets.allSatisfy(\.isRaster) ? Int(Double(full.width) / max(1, rect.width * scale) / 2) : 1
        let image = full.reduced(by: factor)
        let status: cairo_status_t = image.withUnsafeBytes { bytes in
            let data = UnsafeMutablePointer(mutating: bytes.bindMemory(to: UInt8.self).baseAddress!)
            var source = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                             Int32(image.height), Int32(image.width * 4))!
            defer { cairo_surface_destroy(source) }
            var status = cairo_surface_status(source)
            guard status == CAIRO_STATUS_SUCCESS else { return status }
            if targets.contains(where: { !$0.isRaster }) {
                // A vector surface keeps a reference to its sources until it is finished, longer
                // than the decoded pixels are lent here: hand it a copy that Cairo owns.
                let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
                status = cairo_surface_status(copy)
                guard status == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(copy); return status }
                let copyContext = cairo_create(copy)!
                cairo_set_operator(copyContext, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_surface(copyContext, source, 0, 0)
                cairo_paint(copyContext)
                status = cairo_status(copyContext)
                cairo_destroy(copyContext)
                cairo_surface_flush(copy)
                cairo_surface_destroy(source)
                source = copy
                guard status == CAIRO_STATUS_SUCCESS else { return status }
            }
            each { cr in
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
            }
            return CAIRO_STATUS_SUCCESS
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("\(named): Cairo could not draw its \(full.width)×\(full.height) pixels: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Blurs the raster (the picture or the backdrop) inside `clip`; a vector target gets the
    /// blurred patch as an image at the pixel scale, clipped the same way.
    private func blur(clip: VectorPath, radius: Double) throws(RenderError) {
        guard radius > 0, let box = pixelBounds(clip.bounds) else { return }
        guard let surface else { throw RenderError("a blur needs the raster backdrop, and this painter has none") }
        surface.flush()
        if targets.allSatisfy(\.isRaster) && coversPixelsExactly(clip, box) {
            // The clip is exactly these pixels: blur them where they are, with no patch to
            // copy out and composite back (same pixels as the patch path).
            GaussianBlur.blur(surface.data + box.y * surface.stride + box.x * 4, width: box.width, height: box.height,
                              stride: surface.stride, channels: 4, sigma: radius * scale)
            cairo_surface_mark_dirty_rectangle(surface.pointer, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
            return
        }
        let patch = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
        let source = surface.data, stride = surface.stride
        let target = patch.data, patchStride = patch.stride
        for row in 0..<box.height {
            (target + row * patchStride).update(from: source + (box.y + row) * stride + box.x * 4, count: box.width * 4)
        }
        GaussianBlur.blur(target, width: box.width, height: box.height, stride: patchStride, channels: 4, sigma: radius * scale)
        patch.markDirty()
        for target in targets {
            let cr = target.context.pointer
            target.context.withSavedState {
                CairoPath.add(clip, to: cr)
                cairo_clip(cr)
                usePixelSpace(target)
                // The raster replaces its pixels; a vector surface covers the (opaque) canvas
                // below with the patch, since it has no pixels to replace.
                if target.isRaster { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
                cairo_set_source_surface(cr, patch.pointer, Double(box.x), Double(box.y))
                cairo_paint(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
            }
        }
    }

    /// Whether `clip` is an axis-aligned rectangle whose edges fall on pixel boundaries (or
    /// beyond the canvas), so that clipping to it selects exactly the pixels of `box`.
    private func coversPixelsExactly(_ clip: VectorPath, _ box: (x: Int, y: Int, width: Int, height: Int)) -> Bool {
        let bounds = clip.bounds
        guard clip == VectorPath.rect(bounds) else { return false }
        func onEdge(_ points: Double, _ pixel: Int, _ limit: Int) -> Bool {
            let value = points * scale
            return (value - Double(pixel)).magnitude < 1e-9 || (pixel == 0 && value <= 0) || (pixel == limit && value >= Double(limit))
        }
        return onEdge(bounds.minX, box.x, pixelWidth) && onEdge(bounds.maxX, box.x + box.width, pixelWidth)
            && onEdge(bounds.minY, box.y, pixelHeight) && onEdge(bounds.maxY, box.y + box.height, pixelHeight)
    }

    private func shadow(_ path: VectorPath, color: RGBAColor, radius: Double, offset: Point) throws(RenderError) {
        let key = ShadowKey(path: path, radius: radius, offset: offset)
        let shadow: ShadowMask?
        if let kept = keptMasks?.mask(storeKey(key)) {
            shadow = kept
        } else {
            let made = shadowMasks?.mask(key) ?? Result { () throws(RenderError) in try shadowMask(key) }
            shadow = try made.get()
            keptMasks?.keep(shadow, for: storeKey(key))
        }
        guard let shadow else { return }
        let mask = shadow.surface
        let box = (x: shadow.x, y: shadow.y, width: mask.width, height: mask.height)
        // Vector surfaces get the shadow as a coloured image (the colour through the mask, as
        // the raster composites it) rather than a soft mask, which SVG renderers treat unevenly.
        var picture: ImageSurface?
        if targets.contains(where: { !$0.isRaster }) {
            let image = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
            let imageContext = try DrawingContext(image)
            setSource(color, imageContext.pointer)
            cairo_mask_surface(imageContext.pointer, mask.pointer, 0, 0)
            try imageContext.checkStatus()
            image.flush()
            picture = image
        }
        for target in targets {
            let cr = target.context.pointer
            target.context.withSavedState {
                usePixelSpace(target)
                if target.isRaster || picture == nil {
                    setSource(color, cr)
                    cairo_mask_surface(cr, mask.pointer, Double(box.x), Double(box.y))
                } else if let picture {
                    cairo_set_source_surface(cr, picture.pointer, Double(box.x), Double(box.y))
                    cairo_paint(cr)
                }
            }
        }
    }
}
