/// Two images of different sizes, which cannot be compared pixel by pixel.
public struct ImageSizeMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    public let expected: (width: Int, height: Int)
    public let actual: (width: Int, height: Int)

    public init(expected: (width: Int, height: Int), actual: (width: Int, height: Int)) {
        self.expected = expected
        self.actual = actual
    }

    public var description: String {
        "sizes differ: expected \(expected.width)×\(expected.height) px, actual \(actual.width)×\(actual.height) px"
    }

    public static func == (a: Self, b: Self) -> Bool { a.expected == b.expected && a.actual == b.actual }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(expected.width); hasher.combine(expected.height)
        hasher.combine(actual.width); hasher.combine(actual.height)
    }
}
