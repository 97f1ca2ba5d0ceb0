import CDigest

/// SHA-256 (FIPS 180-4), for the input keys and golden digests of `check`'s skip: a digest a
/// changed golden cannot match by accident or by design, without a crypto dependency in the
/// plain build.
public struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// The portable C code even where the CPU has SHA instructions (tests compare both).
    private let portable: Bool

    public init() { portable = false }

    init(portable: Bool) { self.portable = portable }

    /// The digest of `bytes` as 64 lowercase hex digits.
    public static func hex<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalHex()
    }

    public mutating func update<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        length &+= UInt64(bytes.count)
        // Whole blocks straight from contiguous input: a golden is hashed without a copy.
        let direct: Int? = pending.isEmpty ? bytes.withContiguousStorageIfAvailable { buffer in
            let whole = buffer.count / 64 * 64
            compressBlocks(UnsafeBufferPointer(rebasing: buffer[0..<whole]))
            pending.append(contentsOf: buffer[whole...])
            return whole
        } : nil
        guard direct == nil else { return }
        pending.append(contentsOf: bytes)
        let whole = pending.count / 64 * 64
        guard whole > 0 else { return }
        let blocks = Array(pending[0..<whole])
        blocks.withUnsafeBufferPointer { compressBlocks($0) }
        pending.removeFirst(whole)
    }

    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update($0) }
    }

    public mutating func finalHex() -> String {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        tail.append(contentsOf: repeatElement(0, count: (55 &- pending.count) & 63))
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        let total = length
        update(tail)
        length = total
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for word in state {
            for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((word >> UInt32(shift)) & 0xf)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func compressBlocks(_ blocks: UnsafeBufferPointer<UInt8>) {
        guard let base = blocks.baseAddress, blocks.count >= 64 else { return }
        let compress = portable ? tourshot_sha256_blocks_portable : tourshot_sha256_blocks
        state.withUnsafeMutableBufferPointer { compress($0.baseAddress!, base, blocks.count / 64) }
    }
}
