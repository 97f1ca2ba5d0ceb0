import CCairo

/// A Cairo SVG or PDF surface writing into memory; `finish()` returns the document's bytes.
///
/// Nothing in the output depends on the time or the machine: the PDF's creation and
/// modification dates are left out, so the same input gives byte-identical files.
final class VectorDocument {
    /// Receives Cairo's output stream.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    let pointer: OpaquePointer
    private let sink: Sink
    private var finished = false

    /// A document of `width`×`height` points (SVG: user units, shown as CSS pixels).
    init(format: OutputFormat, width: Double, height: Double) throws(RenderError) {
        let sink = Sink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(write, closure, width, height)!
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(write, closure, width, height)!
        case .png:
            throw RenderError("PNG is not a vector format")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError("Cairo could not create a \(format.rawValue) surface of \(width)×\(height) pt: \(String(cString: cairo_status_to_string(status)))")
        }
        switch format {
        case .svg:
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        case .pdf:
            // An empty date is not a valid ISO 8601 date, so Cairo writes none (it would
            // otherwise stamp the current time).
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "")
        case .png:
            break
        }
        self.pointer = surface
        self.sink = sink
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Finishes the surface (Cairo writes the rest of the document) and returns every byte.
    func finish() throws(RenderError) -> [UInt8] {
        guard !finished else { return sink.bytes }
        finished = true
        cairo_surface_finish(pointer)
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("Cairo could not finish the document: \(String(cString: cairo_status_to_string(status)))")
        }
        guard !sink.bytes.isEmpty else { throw RenderError("Cairo wrote an empty document") }
        return sink.bytes
    }
}
