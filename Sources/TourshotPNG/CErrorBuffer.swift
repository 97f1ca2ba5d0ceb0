/// Runs a C call that reports failure by a non-zero result and a message in a char buffer.
///
/// Turns that convention into a thrown `PNGError`.
func callReportingPNGError(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) throws {
    let capacity = 256
    var message = ""
    let failed = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
        buffer.initialize(repeating: 0)
        guard body(buffer.baseAddress!, capacity) != 0 else { return false }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        message = String(decoding: bytes, as: UTF8.self)
        return true
    }
    if failed {
        throw PNGError(message: message.isEmpty ? "unknown libpng failure" : message)
    }
}
