import ArgumentParser
import TourshotImport
import TourshotModel
import TourshotRender

// Options whose values come from a fixed list: ArgumentParser parses each once, into its enum,
// lists the values in the help and names every accepted value when one is not.
// `--from` names a capture's format; an Interface Builder document is known by its content.
extension CaptureFormat: ExpressibleByArgument {
    public init?(argument: String) {
        guard let format = CaptureFormat(rawValue: argument), format != .interfaceBuilder else { return nil }
        self = format
    }

    public static var allValueStrings: [String] { allCases.filter { $0 != .interfaceBuilder }.map(\.rawValue) }
}
extension Orientation: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}
extension Pseudolanguage: ExpressibleByArgument {}
extension TutorialStyle: ExpressibleByArgument {}
