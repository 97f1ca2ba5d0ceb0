import Foundation

/// The few facts of a PNG file tests check: the signature and the IHDR size.
enum PNGInfo {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func hasSignature(_ data: Data) -> Bool { data.prefix(8).elementsEqual(signature) }

    /// Width and height from the IHDR chunk, which must come first; nil when it does not.
    static func size(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(33))
        guard bytes.count == 33, hasSignature(data), bytes[12..<16].elementsEqual(Array("IHDR".utf8)),
              bigEndian(bytes[8..<12]) == 13 else { return nil }
        return (bigEndian(bytes[16..<20]), bigEndian(bytes[20..<24]))
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
