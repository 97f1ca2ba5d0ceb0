import CPNG
import Foundation
import TourshotParallel

/// Encodes PNGs (no row filter) with the deflate stream split into row segments compressed on all
/// cores (CPNG's segmented encoder). Segment rows depend only on the image width, so the
/// bytes are the same on any core count; the result is one ordinary zlib stream.
enum SegmentedEncoder {
    static func encode(_ pixels: UnsafePointer<UInt8>, width: UInt32, height: UInt32, stride: UInt32,
                       compressionLevel: Int32) throws -> [UInt8] {
        let opaqueRows = tourshot_png_segment_rows(width, 0)
        let opaque = allSegments(height: height, rows: opaqueRows) { begin, end in
            tourshot_png_rows_opaque(pixels, width, stride, begin, end) != 0
        }.allSatisfy { $0 }
        let withAlpha: Int32 = opaque ? 0 : 1
        let rows = tourshot_png_segment_rows(width, withAlpha)
        let deflaters = DeflaterPool.shared
        let results = allSegments(height: height, rows: rows) { begin, end -> Result<tourshot_png_segment, PNGError> in
            var segment = tourshot_png_segment()
            do {
                let deflater = try deflaters.take(level: compressionLevel)
                defer { deflaters.give(deflater, level: compressionLevel) }
                try callReportingPNGError { err, errCount in
                    tourshot_png_deflate_segment(pixels, width, height, stride, withAlpha, deflater,
                                                 begin, end, &segment, err, errCount)
                }
                return .success(segment)
            } catch {
                return .failure(error as? PNGError ?? PNGError(message: "\(error)"))
            }
        }
        var segments = results.compactMap { try? $0.get() }
        defer { for index in segments.indices { tourshot_png_free_segment(&segments[index]) } }
        for result in results { _ = try result.get() }

        var output: UnsafeMutablePointer<UInt8>?
        var outputCount = 0
        defer { tourshot_png_free(output) }
        try callReportingPNGError { err, errCount in
            tourshot_png_assemble(width, height, withAlpha, compressionLevel, segments, segments.count,
                                  &output, &outputCount, err, errCount)
        }
        guard let output else { throw PNGError(message: "libpng returned no data") }
        return Array(UnsafeBufferPointer(start: output, count: outputCount))
    }

    /// Runs `body` for every segment of `rows` rows on all cores; results in row order.
    private static func allSegments<T>(height: UInt32, rows: UInt32, _ body: (UInt32, UInt32) -> T) -> [T] {
        let count = Int((height + rows - 1) / rows)
        return ParallelLoop.map(count) { index in
            let begin = UInt32(index) * rows
            return body(begin, min(height, begin + rows))
        }
    }
}

/// Compressors kept for the process, at most one per thread that ever encoded at once, so
/// zlib's state and the scanline buffers are allocated (and faulted in) once, not per segment.
private final class DeflaterPool: @unchecked Sendable {
    static let shared = DeflaterPool()
    private let lock = NSLock()
    private var idle: [Int32: [OpaquePointer]] = [:]

    func take(level: Int32) throws -> OpaquePointer {
        lock.lock()
        let reused = idle[level]?.popLast()
        lock.unlock()
        if let reused { return reused }
        guard let fresh = tourshot_png_deflater_create(level) else {
            throw PNGError(message: level == TOURSHOT_PNG_FAST ? "could not allocate the PNG compressor (out of memory?)"
                                                                : "zlib could not start compressing at level \(level) (out of memory?)")
        }
        return fresh
    }

    func give(_ deflater: OpaquePointer, level: Int32) {
        lock.lock()
        idle[level, default: []].append(deflater)
        lock.unlock()
    }
}
