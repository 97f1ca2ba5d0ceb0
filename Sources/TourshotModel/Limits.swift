/// Every size, length and count limit tourshot enforces, in one table. Each check reads its
/// number here, so limits cannot drift apart (a `tourshot diff` image once could be twice the
/// side a screenshot could) and the README's table has one source. They keep parsing, layout,
/// rendering and comparing bounded whatever the input.
public enum Limits {
    // MARK: Files

    /// Bytes of a JSON or text file read: project, tutorial, screen, golden layout.
    public static let jsonFileBytes = 16 << 20
    /// Nesting levels of a JSON document.
    public static let jsonDepth = 64
    /// Bytes of a PNG file read: screenshots, goldens, `tourshot diff` images.
    public static let pngFileBytes = 256 << 20
    /// Bytes of one font file (a pinned file or a `textFont` file): FreeType and the input key
    /// read it whole. A family's faces are a few MiB each; a whole CJK collection about 30.
    public static let fontFileBytes = 128 << 20

    // MARK: Swift sources (docs/swift-sources.md)

    /// Bytes of one `.swift` file a tour's `tutorial` names: a generated file this big is not a tutorial.
    public static let swiftFileBytes = 4 << 20
    /// Bytes of all the `.swift` files one tour names, together (what tourshot hands the reader).
    public static let swiftSourceBytes = 16 << 20
    /// `.swift` files one tour names (folders expanded).
    public static let swiftFiles = 500
    /// Parentheses, brackets, braces, angle brackets and string interpolations open at once in a
    /// Swift file: swift-syntax's parser recurses per level (1,000 overflowed the stack) and
    /// nested interpolations cost memory quadratic in their number. Tutorial code nests a dozen.
    public static let swiftNesting = 64
    /// `[` open at once in a Swift file: swift-syntax's parser tries each twice as a type, so its
    /// time doubles with each one (30 took 60 s). Tutorial code nests 2 or 3.
    public static let swiftBrackets = 10
    /// Seconds tourshot-swift-reader may take for one tour's sources.
    public static let swiftReaderSeconds = 30
    /// Memory tourshot-swift-reader may use, in MiB (its resident size).
    public static let swiftReaderMemoryMiB = 1024

    // MARK: Images

    /// Pixels along either side of every image tourshot renders (points × scale), decodes
    /// (screenshots, goldens) or compares (`tourshot diff`).
    public static let imageSide = 8192
    /// Bytes of every screenshot one run decodes, together (4 per pixel): each is held decoded
    /// for the whole run, so sixteen 8192² screenshots would take 4 GiB.
    public static let decodedScreenshotBytes = 2 << 30
    /// Pixels per point a screen file's `scale` gives.
    public static let screenScale = 0.5...4.0
    /// Pixels per point `--scale` renders at (review sheets and quick looks go below a device's).
    public static let imageScale = 0.25...4.0
    /// The dynamic type factor: a tour's `textScale`, `--text-scale`, the review page's.
    public static let textScale = 0.5...3.0

    // MARK: Text, in Unicode scalars (every accent and joiner counts)

    /// Step titles and bodies, arrow labels, element labels, page titles and descriptions.
    public static let textLength = 2000
    /// Ids and names, element and button titles, tags.
    public static let nameLength = 200
    /// A page's emoji.
    public static let emojiLength = 16

    // MARK: Counts

    public static let tours = 1000
    public static let screensPerTour = 100
    /// Folders of a project's `fonts` key.
    public static let fontFolders = 16
    /// Files of a project's `textFont` (a family's weights and styles).
    public static let textFontFiles = 32
    public static let steps = 500
    /// Arrows, supplemental arrows and highlights of one step, each.
    public static let arrowsPerStep = 64
    /// Blur targets, triggers and tags of one step, each.
    public static let namesPerStep = 64
    public static let buttonsPerStep = 4
    public static let colorsPerPage = 8
    /// Answers of one tour entry (docs/swift-sources.md#answers).
    public static let swiftAnswers = 500
    /// Locales of one tour entry.
    public static let locales = 200
    public static let elementsPerCapture = 2000
    public static let framesPerBlurTarget = 100
    /// Images one command selects (tours × locales × screens × steps × orientations), counted
    /// before any is made: a small project file can name millions.
    public static let imagesPerRun = 100_000

    // MARK: tourshot serve (docs/review.md#live-review-tourshot-serve)

    /// Images `tourshot serve` keeps drawn at once, every variant the page asked for together.
    public static let servedImages = 2000
    /// Appearance and text-scale variants `tourshot serve` keeps drawn, each tour's own among
    /// them; asking for another drops the one asked for longest ago.
    public static let servedVariants = 4
    /// Bytes of a request's body (Accept sends none; a larger one is not the page's): 413, and
    /// the connection is closed, so the body is never read as the next request.
    public static let serveRequestBytes = 16 << 10
    /// Pages connected for live updates at once, counted as each is let in (503 for the next).
    public static let serveClients = 16
    /// Bytes of a request line (method, path with query, version): 414. The page's longest is
    /// an image id's path, under 600.
    public static let serveRequestLineBytes = 8 << 10
    /// Bytes of a request's header fields together (431), and their number (431).
    public static let serveHeaderBytes = 16 << 10
    public static let serveHeaderFields = 100
    /// Seconds a request's head may take to arrive whole, from the connection's opening or its
    /// last response: a client idle or sending slowly for longer gets 408 and is closed.
    public static let serveHeadSeconds = 10
    /// Seconds a client may leave a response or update unread before it is closed (a page
    /// that reads nothing, pongs to a ping flood left unread).
    public static let serveSendSeconds = 10
    /// HTTP connections open at once (pages' WebSockets apart); a new one closes the one that
    /// has waited longest for its request, so idle connections cannot shut the page out.
    public static let serveConnections = 64
    /// Bytes of one WebSocket frame's payload from a page (the page sends none but a close):
    /// a larger frame is refused as announced, before it is read (close code 1009).
    public static let serveFrameBytes = 4 << 10

    /// `0.5 to 3`: a range as help texts and messages write it.
    public static func spoken(_ range: ClosedRange<Double>) -> String {
        "\(Decode.format(range.lowerBound)) to \(Decode.format(range.upperBound))"
    }
}
