import TourshotModel

extension ImageLayout {
    /// docs/format.md §5, keys in the documented order, everything in points rounded to 0.001.
    public var json: JSONOutput { exactJSON.roundedToThousandths() }

    private var exactJSON: JSONOutput {
        func point(_ p: Point) -> JSONOutput { .array([.number(p.x), .number(p.y)]) }
        func rect(_ r: Rect) -> JSONOutput { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
        func size(_ s: Size) -> JSONOutput { .array([.number(s.width), .number(s.height)]) }
        let answered: [(String, JSONOutput)] = answers.isEmpty ? [] : [("answers", .array(answers.map { answer in
            .object([("key", .string(answer.key)), ("at", .string(answer.at)), (answer.kind.rawValue, .string(answer.value))])
        }))]
        return .object([
            ("tour", .string(tour)),
            ("screen", .string(screen)),
            ("step", .number(Double(step))),
            ("stepCount", .number(Double(stepCount))),
            ("orientation", .string(orientation.rawValue)),
            ("style", .string(style.rawValue)),
            ("canvas", .object([
                ("size", size(canvasSize)),
                ("scale", .number(scale)),
                ("safeArea", .object([("top", .number(safeArea.top)), ("leading", .number(safeArea.leading)),
                                      ("bottom", .number(safeArea.bottom)), ("trailing", .number(safeArea.trailing))])),
            ])),
            ("dimming", .object([
                ("color", .string(dimmingColor.hexRGB)),
                ("opacity", .number(dimmingOpacity * dimmingColor.alpha)),
                ("cutouts", .array(cutouts.map {
                    .object([("element", .string($0.element)), ("shape", .string($0.shape.rawValue)), ("bounds", rect($0.bounds))])
                })),
            ])),
            ("blur", .array(blur.map {
                .object([("target", .string($0.target)), ("radius", .number($0.radius)), ("rects", .array($0.rects.map(rect)))])
            })),
            ("presentations", .array(presentations.map {
                .object([("id", .string($0.id)), ("style", .string($0.style.rawValue)), ("frame", rect($0.frame))])
            })),
            ("arrows", .array(arrows.map { arrow in
                .object([
                    ("element", .string(arrow.element)), ("kind", .string(arrow.kind.rawValue)),
                    ("tail", point(arrow.tail)), ("control", point(arrow.control)), ("tip", point(arrow.tip)),
                    ("label", arrow.label.map { .object([("text", .string($0.text)), ("frame", rect($0.frame))]) } ?? .null),
                ])
            })),
            ("card", card.map { card in
                .object([
                    ("frame", rect(card.frame)), ("title", .string(card.title)),
                    ("buttons", .array(card.buttons.map { .object([("title", .string($0.title)), ("frame", rect($0.frame))]) })),
                ])
            } ?? .null),
            ("warnings", .array(warnings.map { warning in
                .object([("code", .string(warning.code.rawValue)), ("level", .string(warning.level.rawValue)),
                         ("element", warning.element.map(JSONOutput.string) ?? .null),
                         ("message", .string(warning.message)), ("fix", warning.fix.map(JSONOutput.string) ?? .null)])
            })),
        ] + answered)
    }
}
