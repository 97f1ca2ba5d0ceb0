import Testing
import TourshotGolden
import TourshotLayout
import TourshotModel

/// The layout golden text: sorted keys, numbers rounded to 0.001, a readable line per value.
struct LayoutGoldenTests {
    @Test func keysAreSortedAtEveryLevel() {
        let value = JSONOutput.object([("tour", .string("t")), ("card", .object([("title", .string("x")), ("frame", .null)])), ("arrows", .array([]))])
        #expect(LayoutGolden.canonical(value).serialized() == """
            {
              "arrows": [],
              "card": {
                "frame": null,
                "title": "x"
              },
              "tour": "t"
            }
            """)
    }

    @Test(arguments: [(12.3456, "12.346"), (0.0004, "0"), (-0.0004, "0"), (1.0005, "1.001"), (196.5, "196.5"),
                      (575.56066, "575.561"), (-3.14159, "-3.142"), (1e9 + 0.25, "1000000000.25")])
    func numbersAreRoundedToAThousandth(value: Double, text: String) {
        #expect(LayoutGolden.canonical(.number(value)).serialized() == text)
    }

    @Test func arraysKeepTheirOrder() {
        let value = JSONOutput.array([.object([("b", .number(2)), ("a", .number(1))]), .number(0.12345)])
        #expect(LayoutGolden.canonical(value) == .array([.object([("a", .number(1)), ("b", .number(2))]), .number(0.123)]))
    }
}
