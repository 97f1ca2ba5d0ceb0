import TourshotModel

/// The device preset a capture is written with: `--device`, or the presets of the capture's size,
/// narrowed by the screenshot's scale and the capture's status bar, and else the newest (the
/// last in `DevicePreset.all`). Presets of one size with the same scale and safe areas count as one.
public enum DeviceMatch {
    public struct Choice: Sendable, Equatable {
        public let preset: DevicePreset
        /// What to tell the user when the preset was matched by size rather than named.
        public let note: String?
    }

    /// - Parameters:
    ///   - screenshot: the screenshot given with the capture: only presets it fits are chosen.
    public static func choose(named name: String?, for screen: ImportedScreen, screenshot: ScreenshotFile? = nil,
                              file: String) throws(ImportFailure) -> Choice {
        let orientation = screen.orientation, size = screen.size
        if let name {
            guard let preset = DevicePreset.named(name) else { throw ImportFailure(file: file, "--device \(DevicePreset.unknown(name))") }
            if let screenshot, !screenshot.fits(size: size, orientation: orientation, scale: preset.scale) {
                throw screenshot.mismatch(size: size, orientation: orientation, scale: preset.scale)
            }
            return Choice(preset: preset, note: nil)
        }
        let sized = Decode.format(size.width) + "×" + Decode.format(size.height)
        let ofSize = DevicePreset.all.filter { $0.size(orientation) == size }
        guard !ofSize.isEmpty else {
            throw ImportFailure(file: file, "the \(sized) pt screen matches no device preset; pass --device with the preset whose scale and safe area the app ran with (`tourshot devices` lists them); the captured size is kept")
        }
        var candidates = ofSize
        var reasons: [String] = []
        if let screenshot {
            let fitting = candidates.filter { screenshot.fits(size: size, orientation: orientation, scale: $0.scale) }
            guard !fitting.isEmpty else { throw screenshot.mismatch(size: size, orientation: orientation, scale: nil) }
            if fitting.count < candidates.count { reasons.append("its \(screenshot.pixels) px screenshot (@\(Decode.format(fitting[0].scale))x)") }
            candidates = fitting
        }
        // The status bar's height is the top safe area on every device but those with a Dynamic
        // Island (54 pt over 59 pt); the nearest top inset tells a 44 pt notch from a 50 pt one.
        if let statusBar = screen.statusBar, Set(candidates.map { $0.safeArea(orientation).top }).count > 1 {
            let distance = { (preset: DevicePreset) in abs(preset.safeArea(orientation).top - statusBar) }
            let nearest = candidates.map(distance).min()!
            candidates = candidates.filter { distance($0) == nearest }
            reasons.append("its \(Decode.format(statusBar)) pt status bar")
        }
        let newest = candidates.last!
        let chosen = candidates.first { $0.drawsAlike(newest) }!
        let same = ofSize.filter { $0 != chosen && $0.drawsAlike(chosen) }.map(\.id)
        var note = "device \(chosen.id) (\(chosen.name)) matches the \(sized) pt screen"
        var others: [DevicePreset] = []
        for preset in ofSize.reversed() where !preset.drawsAlike(chosen) && !others.contains(where: preset.drawsAlike) {
            others.append(preset)
        }
        if !others.isEmpty {
            note += reasons.isEmpty ? " as the newest of its size" : " by \(reasons.joined(separator: " and "))"
        }
        if !same.isEmpty { note += "; \(same.joined(separator: ", ")) \(same.count == 1 ? "is" : "are") the same" }
        for other in others { note += "; for the \(other.name) pass --device \(other.id)" }
        return Choice(preset: chosen, note: note)
    }
}
