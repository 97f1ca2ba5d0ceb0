import ArgumentParser
import TourshotImport
import TourshotModel
import TourshotRender

// Options whose values come from a fixed list: ArgumentParser parses each once, into its enum,
// lists the values in the help and names every accepted value when one is not.
extension CaptureFormat: ExpressibleByArgument {}
extension Orientation: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}
extension Pseudolanguage: ExpressibleByArgument {}
extension TutorialStyle: ExpressibleByArgument {}
