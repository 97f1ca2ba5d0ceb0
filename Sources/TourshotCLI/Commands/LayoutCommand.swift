import ArgumentParser
import TourshotLayout
import TourshotModel
import TourshotRender

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the resolved geometry of the selected images as JSON.",
        discussion: """
        Prints FORMAT.md section 5 for each image: canvas, dimming with its cutouts (element, shape, bounds), blur, presentations, arrows (tail, control point, tip, label rect), the card or attached card (TutorialKit card, coach-mark body, buddy view, spotlight message box, onboarding button) with its buttons, and warnings. One object for one image, an array for several (--all, --both). All values are points.

        Examples:
          tourshot layout --step 2 --json
          tourshot layout --all --both --json > layout.json
        """)

    @OptionGroup var selection: SelectionOptions

    @Flag(name: .long, help: "Print JSON (the only format; accepted for clarity in scripts).")
    var json = false

    func run() throws {
        let resolved = try ResolvedSelection(selection)
        let pool = RenderPool(scale: selection.scale)
        let layouts = try pool.map(resolved.jobs) { _, layout, _ in layout.json }
        let single = resolved.jobs.count == 1 && selection.step != nil
        Console.out(single ? layouts[0].serialized() : JSONOutput.array(layouts).serialized())
    }
}
