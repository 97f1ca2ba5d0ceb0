import CCairo
import TourshotPNG

/// Owns a Cairo image surface; checks its status on creation and destroys it on deinit.
final class ImageSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    init(format: cairo_format_t, width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw RenderError("cannot create a \(width)×\(height) pixel image")
        }
        let surface = Self.largeSurface(format: format, width: width, height: height)
            ?? cairo_image_surface_create(format, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError("Cairo could not create a \(width)×\(height) image: \(String(cString: cairo_status_to_string(status)))")
        }
        self.pointer = surface
        self.width = width
        self.height = height
    }

    /// Images of a megabyte and more draw on `PixelStorage` (whole huge pages), which the
    /// surface's user data keeps until Cairo drops the surface's last reference (a vector
    /// surface may hold one past this object).
    private static func largeSurface(format: cairo_format_t, width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        guard stride > 0, stride * height >= 1 << 20 else { return nil }
        let storage = PixelStorage(count: stride * height)
        let surface = cairo_image_surface_create_for_data(storage.base.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(stride))!
        let owner = Unmanaged.passRetained(storage).toOpaque()
        let attached = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
            && cairo_surface_set_user_data(surface, &storageKey, owner) { owner in
                owner.map { Unmanaged<PixelStorage>.fromOpaque($0).release() }
            } == CAIRO_STATUS_SUCCESS
        guard attached else {
            cairo_surface_destroy(surface)
            Unmanaged<PixelStorage>.fromOpaque(owner).release()
            return nil
        }
        return surface
    }

    deinit { cairo_surface_destroy(pointer) }

    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The pixel bytes, valid until the surface is next drawn to; call after `flush()`.
    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(pointer)! }

    func flush() { cairo_surface_flush(pointer) }
    func markDirty() { cairo_surface_mark_dirty(pointer) }
}

/// The user-data key of a large surface's storage: only its address matters.
private nonisolated(unsafe) var storageKey = cairo_user_data_key_t()

/// Owns a Cairo drawing context.
final class DrawingContext {
    let pointer: OpaquePointer

    convenience init(_ surface: ImageSurface) throws(RenderError) {
        try self.init(surface: surface.pointer)
    }

    /// A context on any Cairo surface (image, SVG, PDF); the caller keeps the surface alive.
    init(surface: OpaquePointer) throws(RenderError) {
        let cr = cairo_create(surface)!
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw RenderError("Cairo could not create a context: \(String(cString: cairo_status_to_string(status)))")
        }
        self.pointer = cr
    }

    deinit { cairo_destroy(pointer) }

    /// Runs `body` between save and restore, so clips and transforms never leak.
    func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    func checkStatus() throws(RenderError) {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("Cairo drawing failed: \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
