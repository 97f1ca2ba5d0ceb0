import TourshotModel

extension CardContent {
    /// The content as SwiftUI lays it out right to left: every frame mirrored inside the card
    /// (Skip on the right, Next on the left) and leading-aligned text set flush right.
    public var rightToLeft: CardContent {
        let width = size.width
        func flip(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        func flip(_ run: TextRun?) -> TextRun? {
            run.map { run in
                let alignment: TextAlignment = switch run.alignment {
                case .leading: .trailing
                case .trailing: .leading
                case .center: .center
                }
                return TextRun(text: run.text, font: run.font, color: run.color, frame: flip(run.frame), alignment: alignment,
                               wrapWidth: run.wrapWidth, truncates: run.truncates)
            }
        }
        return CardContent(size: size, title: flip(title), body: flip(body),
                           buttons: buttons.map { Button(title: $0.title, style: $0.style, frame: flip($0.frame), textFrame: flip($0.textFrame)) })
    }

    init(size: Size, title: TextRun?, body: TextRun?, buttons: [Button]) {
        self.size = size
        self.title = title
        self.body = body
        self.buttons = buttons
    }
}
