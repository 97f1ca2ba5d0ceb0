// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tourshot",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tourshot", targets: ["tourshot"]),
        // Reads tutorials from an app's Swift sources for tourshot, which starts it: swift-syntax
        // stays out of the tourshot binary and its build (docs/swift-sources.md).
        .executable(name: "tourshot-swift-reader", targets: ["tourshot-swift-reader"]),
        // `tourshot serve`'s live review page, which tourshot starts: the HTTP server library
        // stays out of the tourshot binary and its build (docs/review.md#live-review-tourshot-serve).
        .executable(name: "tourshot-serve", targets: ["tourshot-serve"]),
        .library(name: "TourshotLayout", targets: ["TourshotLayout"]),
        // One call for users' own test suites: a rendered step against its golden (docs/ci.md).
        .library(name: "TourshotTesting", targets: ["TourshotTesting"]),
        // `swift package tourshot check|record|render` in an app's package (docs/install.md).
        .plugin(name: "TourshotPlugin", targets: ["TourshotPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // C interop: Cairo and Pango, and PangoFT2/fontconfig for the private font setup. The
        // module's headers need only pangocairo's compile flags (its private requirements bring
        // pangoft2's and fontconfig's); its libraries do not include PangoFT2 or fontconfig,
        // which CPangoFT2 links.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]
        ),
        .systemLibrary(
            name: "CPangoFT2",
            pkgConfig: "pangoft2",
            providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"]), .brew(["pango", "fontconfig"])]
        ),
        // libpng, found by pkg-config (Debian: /usr/include/libpng16; Homebrew: its own prefix).
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // libdeflate (Debian: libdeflate-dev), found by pkg-config: the goldens' deflate and
        // every PNG's Adler-32.
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // libpng encode/decode with setjmp-based error handling kept in C. zlib is called directly
        // too (the header's CRC); it comes with every system (macOS has it in the SDK, with no .pc to find it by).
        .target(
            name: "CPNG",
            dependencies: ["CLibPNG", "CLibDeflate"],
            linkerSettings: [.linkedLibrary("z")]
        ),
        // openat2 with RESOLVE_BENEATH: input files opened so that no link or `..` leads out
        // of the project folder (TourshotFiles' ConfinedOpen; a portable walk elsewhere).
        .target(name: "CConfinedOpen"),
        // SHA-256 blocks with the CPU's SHA instructions where present (check's golden digests).
        .target(name: "CDigest"),
        // SHA-256 over CDigest: input keys, golden digests, the digest of tourshot's own sources.
        .target(name: "TourshotDigest", dependencies: ["CDigest"]),
        // Run at build time by the SourceDigest plugin: the digest of the sources under Sources/.
        .executableTarget(name: "tourshot-source-digest", dependencies: ["TourshotDigest"]),
        .plugin(name: "SourceDigest", capability: .buildTool(), dependencies: ["tourshot-source-digest"]),
        // Loops split across cores on a fixed set of threads (blur bands, diff bands),
        // how many images render at once (TOURSHOT_JOBS) and the wall time of each phase.
        .target(name: "TourshotParallel"),
        // Swift PNG API over CPNG (no C types leak out).
        .target(name: "TourshotPNG", dependencies: ["CPNG"], path: "Sources/TourshotPNG"),
        // Files, read and written: the path policy and confined opens, atomic writes, owned
        // folders and their locks, temporary files (docs/safety.md).
        .target(name: "TourshotFiles", dependencies: ["CConfinedOpen"]),

        // Input files: JSON parsing with positions, DTO decoding, validation, resolved model.
        .target(name: "TourshotModel", dependencies: ["TourshotFiles"]),
        // Pure geometry: anchors, arrows, labels, card placement → display list (screenshots placed as
        // the decoded pixels it is handed). No Cairo.
        .target(name: "TourshotLayout", dependencies: ["TourshotFiles", "TourshotModel", "TourshotPNG"]),
        // A Cassowary constraint solver of our own (docs/import.md#screen-files-from-interface-builder).
        .target(name: "TourshotAutoLayout"),
        // .xib/.storyboard documents read and solved for their design device with TourshotAutoLayout.
        .target(name: "TourshotInterfaceBuilder", dependencies: ["TourshotAutoLayout"]),
        // `tourshot import screen`: UI-test tools' element dumps → screen files (docs/import.md).
        .target(name: "TourshotImport", dependencies: ["TourshotFiles", "TourshotInterfaceBuilder", "TourshotModel"]),
        // Cairo/Pango painter, fonts, blur, PNG output.
        .target(name: "TourshotRender", dependencies: ["TourshotDigest", "TourshotFiles", "TourshotLayout", "TourshotModel", "TourshotPNG", "TourshotParallel", "CCairo", "CPangoFT2"]),
        // Golden images: the pixelmatch diff, layout goldens, check/record decisions, the report.
        // No rendering here: callers hand in PNG bytes and layouts.
        .target(name: "TourshotGolden", dependencies: ["TourshotDigest", "TourshotFiles", "TourshotPNG", "TourshotParallel", "TourshotLayout", "TourshotModel"]),
        // The one path from project to pixels: which images, every input resolved before any
        // output, layout → picture → bytes on the worker pool, review sheets.
        .target(name: "TourshotPreview", dependencies: ["TourshotDigest", "TourshotFiles", "TourshotGolden", "TourshotRender", "TourshotLayout", "TourshotModel", "TourshotPNG", "TourshotParallel"]),
        // `assertStepMatchesGolden` for users' XCTest and Swift Testing suites.
        .target(name: "TourshotTesting", dependencies: ["TourshotPreview", "TourshotGolden", "TourshotRender", "TourshotLayout", "TourshotModel", "TourshotFiles"]),
        // Tutorials read from the app's Swift source (docs/swift-sources.md): swift-syntax's tree
        // folded into the tutorial JSON that TourshotModel decodes.
        .target(
            name: "TourshotSwiftSource",
            dependencies: [
                "TourshotFiles", "TourshotModel",
                "TourshotDigest",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Command implementations (kept in a library so the executable stays a thin shell).
        .target(
            name: "TourshotCLI",
            dependencies: [
                "TourshotModel", "TourshotLayout", "TourshotRender", "TourshotGolden", "TourshotPNG", "TourshotPreview",
                "TourshotImport", "TourshotInterfaceBuilder", "TourshotFiles", "TourshotParallel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // `tourshotSourceDigest`, part of every input key (docs/ci.md).
            plugins: ["SourceDigest"]
        ),
        .executableTarget(name: "tourshot", dependencies: ["TourshotCLI"]),
        // The review server's requests, bounded before anything is kept: the request head's and
        // WebSocket frames' parsers, who may ask (RequestGuard) and what (ServeRoute). No socket,
        // no rendering, so its fuzz harness builds in seconds (docs/review.md#the-servers-limits).
        .target(name: "TourshotServeHTTP", dependencies: ["TourshotModel"]),
        // The review page's server: its own bounded HTTP/1.1 and WebSocket transport on POSIX
        // sockets, token, file watching, the images it keeps current.
        .target(
            name: "TourshotServe",
            dependencies: ["TourshotServeHTTP", "TourshotPreview", "TourshotGolden", "TourshotLayout", "TourshotModel", "TourshotFiles"]
        ),
        // `tourshot serve` execs it; it records accepted goldens through TourshotCLI's record.
        .executableTarget(name: "tourshot-serve", dependencies: ["TourshotServe", "TourshotCLI"]),
        // A request of Swift source texts on stdin, the tutorial JSON on stdout; opens no file.
        .executableTarget(name: "tourshot-swift-reader", dependencies: ["TourshotSwiftSource", "TourshotModel"]),
        .plugin(
            name: "TourshotPlugin",
            capability: .command(
                intent: .custom(verb: "tourshot", description: "Check, record or render the package's tutorial previews with tourshot."),
                permissions: [.writeToPackageDirectory(reason: "record writes golden images; check writes its report and render its previews")]
            ),
            dependencies: ["tourshot"]
        ),

        // Helpers the test targets share (TourBuilder builds resolved tours through
        // `@testable`): a test target itself, so only builds with tests compile it and
        // `swift build -c release` of the package never meets a `@testable import`.
        .testTarget(
            name: "TourshotTestSupport",
            dependencies: ["TourshotFiles", "TourshotModel", "TourshotLayout", "TourshotPNG"],
            path: "Tests/TourshotTestSupport"
        ),
        .testTarget(name: "TourshotModelTests", dependencies: ["TourshotFiles", "TourshotModel", "TourshotTestSupport"]),
        .testTarget(name: "TourshotLayoutTests", dependencies: ["TourshotFiles", "TourshotLayout", "TourshotModel", "TourshotPNG", "TourshotTestSupport"]),
        .testTarget(name: "TourshotRenderTests", dependencies: ["TourshotFiles", "TourshotPNG", "TourshotRender", "TourshotLayout", "TourshotModel", "TourshotTestSupport", "TourshotGolden"]),
        .testTarget(name: "TourshotPreviewTests", dependencies: ["TourshotDigest", "TourshotFiles", "TourshotPreview", "TourshotRender", "TourshotLayout", "TourshotModel", "TourshotPNG", "TourshotTestSupport", "TourshotGolden", "TourshotTesting"]),
        .testTarget(name: "TourshotCLITests", dependencies: ["TourshotDigest", "TourshotTestSupport", "TourshotModel"]),
        // Fuzzing (Tests/Fuzz/README.md): the input path's contract, run by a deterministic
        // corpus in `swift test` and by the libFuzzer harness scripts/fuzz builds from this
        // graph (with -sanitize=fuzzer,address; a plain build of the harness only says so).
        .target(name: "TourshotFuzzing", dependencies: ["TourshotFiles", "TourshotModel", "TourshotLayout", "TourshotPNG", "TourshotImport"], path: "Tests/Fuzz/Exercise"),
        .executableTarget(name: "tourshot-fuzz", dependencies: ["TourshotFuzzing", "TourshotModel", "TourshotLayout", "TourshotImport"], path: "Tests/Fuzz/Harness"),
        // The Swift reader's own harness (`scripts/fuzz --swift`): swift-syntax built with the
        // sanitizers takes many minutes, which the smoke run in scripts/test leaves out.
        // The review server's route and guard layer (`scripts/fuzz --serve`): raw request bytes
        // through the head parser, the guard and the routes, and WebSocket frame headers.
        .executableTarget(name: "tourshot-fuzz-serve", dependencies: ["TourshotFuzzing", "TourshotServeHTTP"], path: "Tests/Fuzz/ServeHarness"),
        .executableTarget(name: "tourshot-fuzz-swift", dependencies: ["TourshotFuzzing", "TourshotModel", "TourshotSwiftSource"], path: "Tests/Fuzz/SwiftHarness"),
        .testTarget(
            name: "TourshotFuzzTests",
            dependencies: ["TourshotFuzzing", "TourshotFiles", "TourshotModel", "TourshotLayout", "TourshotPNG", "TourshotImport", "TourshotSwiftSource", "TourshotTestSupport"],
            path: "Tests/Fuzz/Corpus"
        ),
        .testTarget(name: "TourshotImportTests", dependencies: ["TourshotFiles", "TourshotImport", "TourshotPNG", "TourshotModel", "TourshotLayout", "TourshotTestSupport"]),
        .testTarget(name: "TourshotSwiftSourceTests", dependencies: ["TourshotSwiftSource", "TourshotModel", "TourshotLayout", "TourshotTestSupport"]),
        .testTarget(name: "TourshotParallelTests", dependencies: ["TourshotParallel"]),
        .testTarget(name: "TourshotAutoLayoutTests", dependencies: ["TourshotAutoLayout"]),
        // TourshotCLI for the Pango measurer the corpus measurement injects, as the CLI does.
        .testTarget(name: "TourshotInterfaceBuilderTests", dependencies: ["TourshotInterfaceBuilder", "TourshotCLI"]),
        .testTarget(name: "TourshotServeTests", dependencies: ["TourshotFiles", "TourshotServe", "TourshotServeHTTP", "TourshotCLI", "TourshotPreview", "TourshotModel", "TourshotTestSupport"]),
        .testTarget(name: "TourshotPNGTests", dependencies: ["TourshotPNG", "TourshotTestSupport"], path: "Tests/TourshotPNGTests"),
        .testTarget(name: "TourshotFilesTests", dependencies: ["TourshotFiles"]),
        .testTarget(name: "TourshotDigestTests", dependencies: ["TourshotDigest", "TourshotTestSupport"]),
        .testTarget(name: "TourshotGoldenTests", dependencies: ["TourshotDigest", "TourshotFiles", "TourshotGolden", "TourshotPNG", "TourshotLayout", "TourshotModel", "TourshotTestSupport"]),
        .testTarget(name: "TourshotTestingTests", dependencies: ["TourshotTesting", "TourshotPreview", "TourshotGolden", "TourshotModel", "TourshotFiles", "TourshotPNG", "TourshotTestSupport"]),
    ]
)
