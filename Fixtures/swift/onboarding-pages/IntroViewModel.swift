import SwiftUI

@Observable
final class IntroViewModel {
    var selection = 0

    let cards: [IntroCard] = [
        .init(
            symbol: "leaf.fill",
            headline: "Grow a habit",
            subtitle: "One small step every morning.",
            tint: .teal
        ),
        .init(
            symbol: "bell.badge",
            headline: "Gentle reminders",
            subtitle: "We nudge you, never nag.",
            tint: Color(red: 0.35, green: 0.34, blue: 0.84)
        ),
        .init(
            symbol: "chart.line.uptrend.xyaxis",
            headline: "See your streak",
            subtitle: "Every day you keep it counts.",
            tint: Color(hex: "#FF9F0A")
        ),
    ]
}

struct IntroView: View {
    @State private var model = IntroViewModel()

    var body: some View {
        TabView(selection: $model.selection) {
            ForEach(Array(model.cards.enumerated()), id: \.element.id) { index, card in
                VStack {
                    Image(systemName: card.symbol)
                    Text(card.headline)
                    Text(card.subtitle)
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page)
    }
}
