// Ex.Spotlight's home sequence: element keys and messages, and the views' focus shapes.
// A twin of Fixtures/spotlight/spotlight.tutorial.json.
import SwiftUI

enum Keys {
    static let heading = "heading"
    static let thatSection = "thatSection"
    static let start = "start"
}

enum Constants {
    enum Onboarding {
        static let homeSequence = Spotlight(
            elements: [
                Spotlight.Element(
                    key: Keys.heading,
                    message: "Welcome to Ex. Spotlight! This example system was designed to demonstrate a cool, yet modular and easily-extendable approach to generating onboarding sequences."
                ),
                .init(
                    key: Keys.thatSection,
                    message: "That section contains information cards arranged vertically, also for your viewing pleasure."
                ),
                Spotlight.Element(
                    key: Keys.start,
                    message: "You can replay this sequence at any time using this play button. Feel free to experiment with changing this sequence by modifying the target elements."
                ),
            ],
            cancellable: true
        )
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Heading").spotlightElement(key: Keys.heading)
            ThatSection()
                .spotlightElement(key: Keys.thatSection, shape: .rectangle(cornerRadius: 12))
            Button(action: {}) { Image(systemName: "play") }
                .spotlightElement(key: Keys.start)
        }
    }
}
