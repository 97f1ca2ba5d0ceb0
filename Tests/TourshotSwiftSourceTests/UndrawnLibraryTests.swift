import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// Tours of what tourshot does not draw are named at their first line, with what to do, rather
/// than "the sources hold no tutorial". Sources written for the test.
@Suite("Libraries tourshot does not draw, refused by name")
struct UndrawnLibraryTests {
    static let problems = OnboardingPageTypeTests.problems

    /// The problems of reading `source` with `provider`.
    static func problems(_ source: String, provider: String) throws -> [String] {
        do {
            _ = try OnboardingPageTypeTests.read(source, provider: provider)
            return []
        } catch let error as InputError {
            // The message names the mark type's file as the tour does: here, a temporary folder's.
            return error.problems.map { "\(($0.file as NSString).lastPathComponent): \($0.path): " + $0.message.replacingOccurrences(of: #"/[^ ,`]*/Pages\.swift"#, with: "Pages.swift", options: .regularExpression) }
        }
    }

    static let after = "tourshot draws TutorialKit, Instructions, PolarisGuideKit and Spotlight overlays and paged onboardings, not this; write a tutorial file for it (its steps' texts and the captured elements they point at, with the \"style\" closest to its look: docs/format.md) or, to have tourshot read it from the Swift, build it with one of those libraries"

    @Test("a TipKit tip, its title and message evaluated from its `Text` properties")
    func tipKitTip() throws {
        #expect(try Self.problems("""
        import TipKit
        struct ShareTip: Tip {
            var title: Text { Text("Share it") }
            var message: Text? { Text("Send the list to a friend.") }
        }
        struct ListView: View {
            var body: some View { Button("Share") {}.popoverTip(ShareTip()) }
        }
        """) == ["Pages.swift:2:1: ShareTip: this is a TipKit tip (its title \"Share it\", message \"Send the list to a friend.\"); " + Self.after])
    }

    @Test("a tip beside an onboarding is a tutorial of its own, not dropped")
    func tipBesideOnboarding() throws {
        let source = """
        struct FavoriteTip: Tip { var title: Text { Text("Favourite") } }
        struct Page { let title: String; let subtitle: String }
        let pages = [Page(title: "Hi", subtitle: "There")]
        """
        #expect(try Self.problems(source) == ["Pages.swift: : the sources hold several tutorials; name one with \"provider\" (candidates: pages, FavoriteTip)"])
        #expect(try Self.problems(source, provider: "FavoriteTip") == ["Pages.swift:1:1: FavoriteTip: this is a TipKit tip (its title \"Favourite\"); " + Self.after])
    }

    @Test("coach marks the app draws itself, named at each screen's first use of its own mark type")
    func homeGrown() throws {
        let source = """
        struct CoachMark { let rect: CGRect; let caption: String }
        final class CoachMarksView: UIView {
            init(frame: CGRect, marks: [CoachMark]) { super.init(frame: frame) }
        }
        final class RecipeViewController: UIViewController {
            func marks() -> [CoachMark] {
                [CoachMark(rect: titleLabel.frame, caption: "The recipe's name.")]
            }
        }
        final class SearchViewController: UIViewController {
            func marks() -> [CoachMark] { [CoachMark(rect: searchBar.frame, caption: "Search here.")] }
        }
        """
        #expect(try Self.problems(source, provider: "RecipeViewController") == ["Pages.swift:7:10: RecipeViewController: this is a coach-mark overlay the app draws itself (`CoachMark`, Pages.swift:1, drawn by `CoachMarksView`); " + Self.after])
        #expect(try Self.problems(source, provider: "SearchViewController") == ["Pages.swift:11:36: SearchViewController: this is a coach-mark overlay the app draws itself (`CoachMark`, Pages.swift:1, drawn by `CoachMarksView`); " + Self.after])
    }

    @Test("EasyTipView, named at its call")
    func easyTipView() throws {
        #expect(try Self.problems("""
        final class HomeViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                EasyTipView.show(forView: addButton, text: "Add a list")
            }
        }
        """) == ["Pages.swift:3:9: HomeViewController: this is an EasyTipView tooltip; " + Self.after])
    }

    @Test("a pager of storyboard scenes, named at its first page; an overlay laid out with outlets")
    func storyboardTours() throws {
        let source = """
        final class WelcomePager: UIPageViewController {
            private let pages: [UIViewController] = [
                scene("Start"),
                scene("Finish"),
            ]
            private static func scene(_ name: String) -> UIViewController {
                UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()!
            }
        }
        final class HelpGuideViewController: UIViewController {
            @IBOutlet private weak var panel: UIView!
            @IBOutlet private weak var hintLabel: UILabel!
        }
        """
        #expect(try Self.problems(source, provider: "WelcomePager") == ["Pages.swift:3:9: WelcomePager: this is a pager of storyboard scenes (`pages`: 2 pages, from `scene(\"Start\")`; each page's texts and images are in its storyboard, not values of the Swift); " + Self.after])
        #expect(try Self.problems(source, provider: "HelpGuideViewController") == ["Pages.swift:10:1: HelpGuideViewController: this is an overlay the app draws itself, laid out in a storyboard (its outlets `panel`, `hintLabel` hold the texts and arrows; their texts are in the storyboard, not in the Swift); " + Self.after])
    }

    @Test("a welcome screen of feature rows in one view is named as one screen, not read as pages")
    func oneScreenWelcome() throws {
        #expect(try Self.problems("""
        struct WelcomeView: View {
            var body: some View {
                VStack {
                    Text("Hello")
                    FeatureRow(title: "Sync", text: "Everywhere.")
                    FeatureRow(title: "Share", text: "With anyone.")
                    FeatureRow(title: "Search", text: "Everything.")
                }
            }
        }
        """) == ["Pages.swift:5:13: WelcomeView: this is one welcome screen (3 `FeatureRow(…)` rows in one view, not pages of a paged onboarding); " + Self.after])
    }
}
