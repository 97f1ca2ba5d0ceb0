import ArgumentParser
import Foundation
import TourshotModel
import TourshotPreview

/// `tourshot serve`: starts tourshot-serve, the program that holds the HTTP server, with the
/// same words (docs/review.md#live-review-tourshot-serve). The server library stays out of
/// the tourshot binary and the plain build, as swift-syntax does with tourshot-swift-reader.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show the project's images in a browser page that redraws them as you edit.",
        discussion: """
        Draws every image of the project, listens on 127.0.0.1 and prints the page's URL with a token. The page shows each tour as a grid — a row per step, a column per device, orientation and locale — with filters kept in its URL, the warnings and lint findings drawn on demand, and for images that differ from their golden the check report's diff and an Accept button (which runs `tourshot record` for that image and needs the token). When an input changes (tutorial, screen, strings, screenshot, Swift sources, tourshot.json) only the images whose inputs changed are drawn again and the page updates without a reload; when one is broken the page shows the error and keeps the last good images, greyed.

        The server is the program tourshot-serve beside tourshot (`swift build --product tourshot-serve`, or `scripts/install --serve`).

        Examples:
          tourshot serve
          tourshot serve --project Previews/tourshot.json --port 8421 --tour onboarding --dark
        """)

    @OptionGroup var options: ServeOptions

    func run() throws {
        let program: URL
        switch ServeProgramLocation.find() {
        case .success(let found): program = found
        case .failure(let failure): throw CommandFailure.invalidInput("tourshot serve needs tourshot-serve: \(failure.detail); \(ServeProgramLocation.fix)")
        }
        let words = [program.path] + options.arguments
        let argv = words.map { strdup($0) } + [nil]
        execv(program.path, argv)
        throw CommandFailure.invalidInput("\(program.path): cannot start (\(String(cString: strerror(errno)))); \(ServeProgramLocation.fix)")
    }
}

/// What `tourshot serve` and tourshot-serve take: where, and the page's first filters.
public struct ServeOptions: ParsableArguments {
    @OptionGroup var project: ProjectOptions

    @Option(name: .long, help: ArgumentHelp("Port to listen on; 0 picks a free one (default 8421).", valueName: "n"))
    public var port: Int = 8421

    @Option(name: .long, help: ArgumentHelp("Address to listen on (default 127.0.0.1, this machine only). Another address — 0.0.0.0 for every network — lets other machines see the images, with a warning; Accept still needs the token.", valueName: "ip"))
    public var host: String?

    @Option(name: .long, help: ArgumentHelp("The page's first filter: this tour (default: every tour).", valueName: "name"))
    var tour: String?

    @Option(name: .long, help: ArgumentHelp("The page's first filter: this screen (device).", valueName: "name"))
    var screen: String?

    @Option(name: .long, help: ArgumentHelp("The page's first filter: this locale.", valueName: "code"))
    var locale: String?

    @Flag(help: "The page's first filter: one orientation.")
    var orientation: Orientation?

    // Accepted as on every command that selects images: the page shows every screen already.
    @Flag(name: .long, help: "Every screen of each tour (the default).")
    var allScreens = false

    @OptionGroup var appearance: AppearanceOptions<PageAppearance>

    @Flag(name: .long, help: "Start with the warnings and lint findings drawn on the images.")
    var annotate = false

    public init() {}

    public func validate() throws {
        try OptionCheck.within(port, 0...65535, "--port")
        try OptionCheck.exclusive(("--screen", screen != nil), ("--all-screens", allScreens))
    }

    public var projectPath: String? { project.project }
    public var allowOutside: Bool { project.allowOutside }

    /// The page's filters at start, as the URL's query names them.
    public var filters: [(String, String)] {
        var pairs: [(String, String)] = []
        if let tour { pairs.append(("tour", tour)) }
        if let screen { pairs.append(("screen", screen)) }
        if let orientation { pairs.append(("orientation", orientation.rawValue)) }
        if let locale { pairs.append(("locale", locale)) }
        if appearance.dark { pairs.append(("appearance", "dark")) }
        if let textScale = appearance.textScale { pairs.append(("textScale", Decode.format(textScale))) }
        if annotate { pairs.append(("annotate", "1")) }
        return pairs
    }

    /// The options as words again, for tourshot-serve.
    var arguments: [String] {
        var words: [String] = ["--port", String(port)]
        if let path = project.project { words += ["--project", path] }
        if project.allowOutside { words.append("--allow-outside") }
        if let host { words += ["--host", host] }
        if let tour { words += ["--tour", tour] }
        if let screen { words += ["--screen", screen] }
        if let locale { words += ["--locale", locale] }
        if let orientation { words.append("--" + orientation.rawValue) }
        if appearance.dark { words.append("--dark") }
        if let textScale = appearance.textScale { words += ["--text-scale", Decode.format(textScale)] }
        if annotate { words.append("--annotate") }
        return words
    }
}

extension Orientation: EnumerableFlag {}

/// Where tourshot finds tourshot-serve: `$TOURSHOT_SERVE` (an absolute path), else beside the
/// running tourshot (where `swift build` and `scripts/install --serve` put it). Never from
/// `PATH`: a program found there could be one the opened project's files put in place.
enum ServeProgramLocation {
    static let name = "tourshot-serve"
    static let environmentKey = "TOURSHOT_SERVE"
    struct Failure: Error { let detail: String }

    static let fix = "build it: `swift build --product \(name)` or `scripts/install --serve` (or set \(environmentKey) to it)"

    static func find(environment: [String: String] = ProcessInfo.processInfo.environment,
                     executable: URL? = SwiftReaderLocation.runningExecutable()) -> Result<URL, Failure> {
        if let given = environment[environmentKey], !given.isEmpty {
            guard given.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: given) else {
                return .failure(Failure(detail: "\(environmentKey)=\(given) is not an absolute path to an executable file"))
            }
            return .success(URL(fileURLWithPath: given))
        }
        guard let folder = executable?.deletingLastPathComponent() else { return .failure(Failure(detail: "cannot tell where tourshot is")) }
        let beside = folder.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: beside.path) else { return .failure(Failure(detail: "not found in \(folder.path)")) }
        return .success(beside)
    }
}
