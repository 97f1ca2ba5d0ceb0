import TourshotModel

/// A WebSocket frame's header from a page (RFC 6455 §5.2), refused as announced: a payload over
/// `Limits.serveFrameBytes` is never read, so a frame announcing 2⁴⁰ bytes costs nothing.
public struct FrameHeader: Sendable, Equatable {
    public let final: Bool
    public let opcode: UInt8
    public let mask: [UInt8]
    public let length: Int
    /// Bytes of the header itself.
    public let size: Int

    public static let text: UInt8 = 1, close: UInt8 = 8, ping: UInt8 = 9, pong: UInt8 = 10

    public enum Outcome: Sendable, Equatable {
        case more
        case frame(FrameHeader)
        /// The close code to send, and why.
        case refused(code: UInt16, reason: String)
    }

    public static func parse(_ bytes: ArraySlice<UInt8>, limit: Int = Limits.serveFrameBytes) -> Outcome {
        guard bytes.count >= 2 else { return .more }
        let first = bytes[bytes.startIndex], second = bytes[bytes.startIndex + 1]
        let opcode = first & 0x0F
        guard first & 0x70 == 0 else { return .refused(code: 1002, reason: "reserved bits set") }
        guard [0, 1, 2, 8, 9, 10].contains(opcode) else { return .refused(code: 1002, reason: "unknown opcode") }
        // RFC 6455 §5.1: a client masks every frame.
        guard second & 0x80 != 0 else { return .refused(code: 1002, reason: "an unmasked frame") }
        var length = Int(second & 0x7F)
        var size = 2
        if length == 126 || length == 127 {
            let count = length == 126 ? 2 : 8
            guard bytes.count >= 2 + count else { return .more }
            var announced: UInt64 = 0
            for byte in bytes[(bytes.startIndex + 2)..<(bytes.startIndex + 2 + count)] { announced = announced << 8 | UInt64(byte) }
            guard announced <= UInt64(limit) else { return .refused(code: 1009, reason: "a frame over \(limit) bytes") }
            length = Int(announced)
            size += count
        }
        guard length <= limit else { return .refused(code: 1009, reason: "a frame over \(limit) bytes") }
        if opcode >= 8, first & 0x80 == 0 || length > 125 {
            return .refused(code: 1002, reason: "a fragmented or long control frame")
        }
        guard bytes.count >= size + 4 else { return .more }
        let mask = Array(bytes[(bytes.startIndex + size)..<(bytes.startIndex + size + 4)])
        return .frame(FrameHeader(final: first & 0x80 != 0, opcode: opcode, mask: mask, length: length, size: size + 4))
    }

    /// A server's frame (unmasked, final) with `payload`.
    public static func encode(opcode: UInt8, _ payload: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode]
        switch payload.count {
        case ..<126: frame.append(UInt8(payload.count))
        case ..<65536: frame += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame.append(127); frame += (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (8 * UInt64($0))) }
        }
        return frame + payload
    }
}
