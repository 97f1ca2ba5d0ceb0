/// The secret printed in the page's URL at start: a request that changes files (Accept) must
/// carry it, so another page open in the same browser cannot record goldens behind the
/// user's back (it cannot read the URL of this page).
public struct AccessToken: Sendable, Hashable {
    public let value: String

    /// 128 random bits from the system's generator, as 32 hex digits.
    public static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let words = (0..<2).map { _ in generator.next() as UInt64 }
        return AccessToken(words.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined())
    }

    public init(_ value: String) { self.value = value }

    /// Whether `given` is the token. Compared in time independent of where they first differ.
    public func matches(_ given: String?) -> Bool {
        guard let given else { return false }
        let a = Array(value.utf8), b = Array(given.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// The request header the page sends it in.
    public static let header = "X-Tourshot-Token"
}
