/// A minimal PNG writer for tests: uncompressed zlib (stored blocks), any colour type and depth.
///
/// It exists so the decoder can be checked against inputs libpng did not produce itself.
public struct RawPNGWriter {
    public enum ColorType: UInt8, Sendable {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        public var channels: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    public var width: Int
    public var height: Int
    public var colorType: ColorType
    public var bitDepth: Int
    public var interlaced = false
    /// PLTE entries as (r, g, b).
    public var palette: [(UInt8, UInt8, UInt8)] = []
    /// Raw tRNS chunk payload, if any.
    public var transparency: [UInt8]?

    public init(width: Int, height: Int, colorType: ColorType, bitDepth: Int, interlaced: Bool = false,
                palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8]? = nil) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
        self.palette = palette
        self.transparency = transparency
    }

    /// Builds a PNG whose samples are `samples[(y * width + x) * channels + c]`.
    public func encode(samples: [UInt16]) -> [UInt8] {
        precondition(samples.count == width * height * colorType.channels)
        var ihdr = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        ihdr += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += Self.chunk("IHDR", ihdr)
        if !palette.isEmpty { png += Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { png += Self.chunk("tRNS", transparency) }
        png += Self.chunk("IDAT", Self.zlibStored(scanlines(samples)))
        png += Self.chunk("IEND", [])
        return png
    }

    /// Filter-type-0 scanlines for the whole image or for each Adam7 pass in order.
    private func scanlines(_ samples: [UInt16]) -> [UInt8] {
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        for pass in passes {
            let xs = Array(Swift.stride(from: pass.x0, to: width, by: pass.dx))
            guard !xs.isEmpty else { continue }
            for y in Swift.stride(from: pass.y0, to: height, by: pass.dy) {
                out.append(0)
                out += packRow(xs.flatMap { x in
                    let start = (y * width + x) * colorType.channels
                    return samples[start..<start + colorType.channels]
                })
            }
        }
        return out
    }

    /// Packs samples MSB-first for depths below 8, big-endian for 16.
    private func packRow(_ values: [UInt16]) -> [UInt8] {
        if bitDepth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if bitDepth == 8 { return values.map { UInt8($0) } }
        var out: [UInt8] = []
        var current = 0, used = 0
        for value in values {
            current = (current << bitDepth) | Int(value)
            used += bitDepth
            if used == 8 { out.append(UInt8(current)); current = 0; used = 0 }
        }
        if used > 0 { out.append(UInt8(current << (8 - used))) }
        return out
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream made of stored (uncompressed) deflate blocks.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let isLast = offset + count == data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }

    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return (b << 16) | a
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
