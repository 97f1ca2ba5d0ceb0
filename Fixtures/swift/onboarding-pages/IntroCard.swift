// An app's own page type, as paged onboardings declare them: tourshot finds its texts by the
// fields' names and types (`headline` the title, `subtitle` the description), draws the SF
// Symbol as a placeholder glyph and reads `tint` as the page's colour.
// A twin of onboarding-pages.tutorial.json.
import SwiftUI

struct IntroCard: Identifiable {
    let id = UUID()
    let symbol: String
    let headline: String
    let subtitle: String
    let tint: Color
}
