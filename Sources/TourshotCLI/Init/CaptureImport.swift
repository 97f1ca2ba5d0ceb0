/// The screen file `tourshot init --capture FILE` starts from. Converting a capture is
/// `tourshot import screen`'s job; until this build has that importer, the one call below says
/// so. Wiring it in replaces the body of `screen(fromCapture:)` with that importer's call.
enum CaptureImport {
    static func screen(fromCapture path: String) throws -> (name: String, text: String) {
        throw CommandFailure.invalidInput(
            "--capture \(path): reading a capture needs `tourshot import screen`, which this build of tourshot does not have; "
                + "run `tourshot init --device PRESET` (presets: `tourshot devices`) and copy the element frames into the screen file")
    }
}
