import CPNG

/// Encodes and decodes PNG files to and from Cairo ARGB32 pixels, using libpng, libdeflate and zlib.
public enum PNGCodec {
    /// Encodes premultiplied ARGB32 pixels as PNG bytes, with no row filter.
    ///
    /// The scanlines are compressed in one piece on the calling thread (libdeflate, or the
    /// previews' own deflate) into one IDAT chunk.
    /// The pixels are read in place (the caller keeps ownership; nothing is copied in Swift).
    /// Opaque images are written as 8-bit RGB, others as 8-bit RGBA. Equal pixels and settings
    /// always give equal bytes: no time, text or gamma chunks are written.
    /// - Parameters:
    ///   - base: The first byte of the first row; `height` rows of `stride` bytes must be readable.
    ///   - compression: libdeflate at a level (goldens), or tourshot's own fast deflate (previews).
    public static func encode(
        argb32 base: UnsafeRawPointer,
        width: Int,
        height: Int,
        stride: Int,
        compression: PNGCompression = .deflate(level: 6)
    ) throws -> [UInt8] {
        guard let cWidth = UInt32(exactly: width), let cHeight = UInt32(exactly: height),
              let cStride = UInt32(exactly: stride)
        else {
            throw PNGError(message: "invalid image geometry \(width)x\(height), stride \(stride)")
        }
        let cLevel = try compression.cLevel
        guard (1...65535).contains(cWidth), (1...65535).contains(cHeight) else {
            throw PNGError(message: "invalid image size \(width)x\(height) (each side must be 1...65535)")
        }
        guard stride >= width * 4 else {
            throw PNGError(message: "stride \(stride) is smaller than width * 4 (\(width * 4))")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var outputCount = 0
        defer { tourshot_png_free(output) }
        try callReportingPNGError { err, errCount in
            tourshot_png_encode(base.assumingMemoryBound(to: UInt8.self), cWidth, cHeight, cStride, cLevel,
                                &output, &outputCount, err, errCount)
        }
        guard let output else { throw PNGError(message: "libpng returned no data") }
        return Array(UnsafeBufferPointer(start: output, count: outputCount))
    }

    /// Decodes PNG bytes of any colour type, bit depth or interlace into premultiplied ARGB32.
    ///
    /// Images larger than `maxWidth` x `maxHeight` are refused before pixel memory is allocated.
    /// Gamma and ICC data are ignored: every image is treated as sRGB.
    public static func decode(_ data: [UInt8], maxWidth: Int, maxHeight: Int) throws -> PixelImage {
        guard maxWidth > 0, maxHeight > 0 else {
            throw PNGError(message: "invalid size limit \(maxWidth)x\(maxHeight)")
        }
        let (width, height) = try size(of: data)
        guard width <= maxWidth, height <= maxHeight else {
            throw PNGError.tooLarge(width: width, height: height, maxWidth: maxWidth, maxHeight: maxHeight)
        }
        let count = width * height * 4
        // libpng writes straight into the image's storage: no second copy of the pixels.
        return try PixelImage(width: width, height: height) { pixels in
            try data.withUnsafeBufferPointer { bytes in
                try callReportingPNGError { err, errCount in
                    tourshot_png_decode_argb32_into(bytes.baseAddress, bytes.count, UInt32(width), UInt32(height),
                                                    pixels.assumingMemoryBound(to: UInt8.self), count, err, errCount)
                }
            }
        }
    }

    /// Reads the image size from the PNG header without decoding any pixels.
    public static func size(of data: [UInt8]) throws -> (width: Int, height: Int) {
        var width: UInt32 = 0
        var height: UInt32 = 0
        try data.withUnsafeBufferPointer { bytes in
            try callReportingPNGError { err, errCount in
                tourshot_png_read_size(bytes.baseAddress, bytes.count, &width, &height, err, errCount)
            }
        }
        return (Int(width), Int(height))
    }
}
