import TourshotModel

/// The device preset a capture is written with: `--device`, or the one preset of the capture's
/// size (presets of one size with the same scale and safe areas count as one).
public enum DeviceMatch {
    public struct Choice: Sendable, Equatable {
        public let preset: DevicePreset
        /// What to tell the user when the preset was matched by size rather than named.
        public let note: String?
    }

    public static func choose(named id: String?, size: Size, orientation: Orientation, file: String) throws(ImportFailure) -> Choice {
        let ids = DevicePreset.all.map(\.id)
        if let id {
            guard let preset = DevicePreset.named(id) else {
                throw ImportFailure(file: file, "--device \(id) is not a device preset\(Suggestion.phrase(for: id, in: ids)) (devices: \(ids.joined(separator: ", ")))")
            }
            return Choice(preset: preset, note: nil)
        }
        let sized = Decode.format(size.width) + "×" + Decode.format(size.height)
        let matches = DevicePreset.all.filter { $0.size(orientation) == size }
        guard let first = matches.first else {
            throw ImportFailure(file: file, "the \(sized) pt screen matches no device preset; pass --device with the preset whose scale and safe area the app ran with (`tourshot devices` lists them); the captured size is kept")
        }
        let alike = matches.allSatisfy { $0.scale == first.scale && $0.portraitSafeArea == first.portraitSafeArea && $0.landscapeSafeArea == first.landscapeSafeArea }
        guard alike else {
            throw ImportFailure(file: file, "the \(sized) pt screen matches several device presets with different scales or safe areas (\(matches.map(\.id).joined(separator: ", "))); pass --device")
        }
        let others = matches.dropFirst().map(\.id)
        return Choice(preset: first, note: "device \(first.id) (\(first.name)) matches the \(sized) pt screen" + (others.isEmpty ? "" : "; \(others.joined(separator: ", ")) \(others.count == 1 ? "is" : "are") the same"))
    }
}
