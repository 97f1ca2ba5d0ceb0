/// The handshake's `Sec-WebSocket-Accept` (RFC 6455 §4.2.2): base64 of the SHA-1 of the page's
/// key and the protocol's GUID. SHA-1 here only proves the server speaks WebSocket; nothing
/// secret depends on it, so the 40 lines below stand in for a crypto library.
public enum WebSocketAccept {
    public static func value(key: String) -> String {
        base64(sha1(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)))
    }

    /// Whether `key` is what browsers send: 16 bytes in base64 (24 characters ending in `==`).
    public static func isKey(_ key: String) -> Bool {
        key.utf8.count == 24 && key.hasSuffix("==") && key.utf8.dropLast(2).allSatisfy { alphabet.contains($0) }
    }

    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func sha1(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var padded = message + [0x80]
        while padded.count % 64 != 56 { padded.append(0) }
        let bits = UInt64(message.count) * 8
        padded += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
        for chunk in stride(from: 0, to: padded.count, by: 64) {
            var w = (0..<16).map { i in (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(padded[chunk + 4 * i + $1]) } }
            for i in 16..<80 { w.append((w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]).rotated(1)) }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let (f, k): (UInt32, UInt32) = switch i {
                case ..<20: ((b & c) | (~b & d), 0x5A82_7999)
                case ..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                case ..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (b ^ c ^ d, 0xCA62_C1D6)
                }
                let t = a.rotated(5) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, b.rotated(30), a, t)
            }
            h = [h[0] &+ a, h[1] &+ b, h[2] &+ c, h[3] &+ d, h[4] &+ e]
        }
        return h.flatMap { word in (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) } }
    }

    static func base64(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let group = Array(bytes[start..<min(start + 3, bytes.count)])
            let value = group.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for index in 0..<4 {
                out.append(index <= group.count ? alphabet[Int(value >> (18 - 6 * UInt32(index)) & 0x3F)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension UInt32 {
    fileprivate func rotated(_ count: UInt32) -> UInt32 { self << count | self >> (32 - count) }
}
