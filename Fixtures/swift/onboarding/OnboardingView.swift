// The Cluck app's onboarding pages as its OnboardingView declares them.
// A twin of Fixtures/onboarding/onboarding.tutorial.json.
import SwiftUI

struct OnboardingView: View {
    @Binding var isPresented: Bool
    @State private var currentPage = 0

    private let pages: [OnboardingPage] = [
        OnboardingPage(
            emoji: "👋",
            title: "Welcome to Cluck!",
            description: "Your personal guide to finding the best chicken tenders near you.",
            accentColor: Color(red: 1.0, green: 0.3, blue: 0.2)
        ),
        OnboardingPage(
            emoji: "👆",
            title: "Swipe to Decide",
            description: "Swipe right on restaurants you want to save, or swipe left to skip them.",
            accentColor: Color(red: 1.0, green: 0.4, blue: 0.2),
            gestureHint: .swipe
        ),
        OnboardingPage(
            emoji: "\u{2764}\u{FE0F}",
            title: "Save Your Favorites",
            description: "Restaurants you swipe right on are saved to your Favorites list for easy access.",
            accentColor: Color(hex: "FF4D66")
        ),
        OnboardingPage(
            emoji: "📍",
            title: "Get Directions",
            description: "Tap on any card to see details, get directions, and order delivery.",
            accentColor: Color(red: 1.0, green: 0.5, blue: 0.2)
        ),
        OnboardingPage(
            emoji: "🔄",
            title: "Made a Mistake?",
            description: "Use the Undo button to bring back the last restaurant you swiped.",
            accentColor: Color(hex: 0xFF664D)
        ),
        OnboardingPage(
            emoji: "🍗",
            title: "Ready to Cluck?",
            description: "Let's find you some amazing chicken tenders!",
            accentColor: Color(red: 1.0, green: 0.3, blue: 0.2)
        ),
    ]

    var body: some View {
        TabView(selection: $currentPage) {
            ForEach(pages.indices, id: \.self) { index in
                OnboardingPageView(page: pages[index]).tag(index)
            }
        }
    }
}
