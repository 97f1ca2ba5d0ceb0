#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A decoded raster in Cairo's ARGB32 format.
///
/// Each pixel is a native-endian `UInt32` holding premultiplied alpha, red, green and blue
/// (on little-endian machines the bytes are B, G, R, A). Rows are packed: stride = width * 4.
/// The bytes live in `PixelStorage`: whole huge pages for large images, written once and then
/// shared by every copy of the image.
public struct PixelImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    let storage: PixelStorage

    /// Bytes between the starts of consecutive rows.
    public var stride: Int { width * 4 }

    /// A copy of the premultiplied ARGB32 bytes, `width * height * 4` of them; for tests and
    /// small images (`withUnsafeBytes` reads them in place).
    public var pixels: [UInt8] { withUnsafeBytes { Array($0) } }

    /// Creates an image after checking that `pixels` holds exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        let count = try Self.byteCount(width: width, height: height)
        guard pixels.count == count else {
            throw PNGError(message: "pixel buffer has \(pixels.count) bytes, \(width)x\(height) ARGB32 needs \(count)")
        }
        self.init(width: width, height: height) { target in
            pixels.withUnsafeBytes { target.copyMemory(from: $0.baseAddress!, byteCount: count) }
        }
    }

    /// Creates an image whose `width * height * 4` bytes `fill` writes, in place.
    public init(width: Int, height: Int, fill: (UnsafeMutableRawPointer) throws -> Void) rethrows {
        precondition(width > 0 && height > 0, "an image needs pixels")
        let storage = PixelStorage(count: width * height * 4)
        try fill(storage.base)
        self.init(width: width, height: height, storage: storage)
    }

    private init(width: Int, height: Int, storage: PixelStorage) {
        self.width = width
        self.height = height
        self.storage = storage
    }

    /// `width * height * 4`, or an error naming the size when it is empty or overflows.
    static func byteCount(width: Int, height: Int) throws -> Int {
        guard width > 0, height > 0 else {
            throw PNGError(message: "invalid image size \(width)x\(height)")
        }
        let (area, overflow1) = width.multipliedReportingOverflow(by: height)
        let (count, overflow2) = area.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2 else {
            throw PNGError(message: "image size \(width)x\(height) is too large")
        }
        return count
    }

    /// Lends the pixel bytes, valid during `body`.
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: storage.base, count: storage.count))
    }

    public static func == (lhs: PixelImage, rhs: PixelImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        return lhs.storage === rhs.storage || memcmp(lhs.storage.base, rhs.storage.base, lhs.storage.count) == 0
    }

    /// The size only: equal images have equal sizes, and hashing megabytes of pixels is not worth it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}

/// Zeroed pixel memory: a megabyte or more from `HugePages.allocate` (fresh, so never faulted
/// in page by page), less from malloc. Images write it once and read it afterwards; Cairo
/// surfaces draw on it (`ImageSurface` keeps it alive through the surface's user data).
public final class PixelStorage: @unchecked Sendable {
    public let base: UnsafeMutableRawPointer
    public let count: Int
    private let inHugePages: Bool
    /// The image's smaller copies (`PixelImage.reduced(by:)`), made once each.
    let reductions = Reductions()

    public init(count: Int) {
        self.count = count
        if count >= 1 << 20, let pages = HugePages.allocate(count: count) {
            base = pages
            inHugePages = true
        } else {
            base = .allocate(byteCount: max(count, 1), alignment: 16)
            base.initializeMemory(as: UInt8.self, repeating: 0, count: max(count, 1))
            inHugePages = false
        }
    }

    deinit {
        if inHugePages { HugePages.deallocate(base, count: count) } else { base.deallocate() }
    }
}
