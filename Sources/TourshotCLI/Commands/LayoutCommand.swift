import ArgumentParser
import TourshotLayout
import TourshotModel
import TourshotPreview

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the resolved geometry of the selected images as JSON.",
        discussion: """
        Prints the layout JSON (docs/format.md) for each image: canvas, dimming with its cutouts (element, shape, bounds), blur, presentations, arrows (tail, control point, tip, label rect), the card or attached card (TutorialKit card, coach-mark body, buddy view, spotlight message box, onboarding button) with its buttons, and warnings. One object for one image, an array for several (--all, --both). All values are points.

        Examples:
          tourshot layout --step 2 --json
          tourshot layout --all --both --json > layout.json
        """)

    @OptionGroup var selection: SelectionOptions<FirstScreenDefaults>
    @OptionGroup var image: StepImageOptions
    @OptionGroup var variant: VariantOptions

    @OptionGroup var output: JSONOption<LayoutCommand>

    func validate() throws {
        try OptionCheck.exclusive(("--step", selection.step != nil), ("--all", image.all))
    }

    func run() throws {
        let inputs = try selection.load(variant: variant.presentation)
        try image.check(inputs.jobs)
        let layouts = try PreviewPipeline(inputs, scale: image.scale).run(inputs.jobs) { $0.layout.json }
        let single = inputs.jobs.count == 1 && selection.step != nil
        Console.document(single ? layouts[0].serialized() : JSONOutput.array(layouts).serialized())
    }
}

extension LayoutCommand: JSONPrinting {
    static let jsonHelp = "Print JSON (the only format; accepted for clarity in scripts)."
}
