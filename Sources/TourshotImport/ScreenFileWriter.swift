import TourshotModel

/// A new screen file from one capture: the device preset, the size when the preset's differs,
/// the screenshot, and the elements (a label becomes the wireframe's `title`).
public enum ScreenFileWriter {
    /// - Parameter schema: the `$schema` URL to name first, or nil for none.
    public static func newFile(_ screen: ImportedScreen, device: DevicePreset, name: String?, background: String?,
                               schema: String? = nil) -> String {
        var capture = ScreenJSON.object([])
        if device.size(screen.orientation) != screen.size {
            capture.set("size", .array([.number(screen.size.width), .number(screen.size.height)]))
        }
        capture.set("background", background.map(ScreenJSON.string))
        capture.set("elements", .object(screen.elements.map { ($0.id, element($0)) }))
        var file = ScreenJSON.object([])
        file.set("$schema", schema.map(ScreenJSON.string))
        file.set("name", name.map(ScreenJSON.string))
        file.set("device", .string(device.id))
        file.set(screen.orientation.rawValue, capture)
        return file.text()
    }

    /// A bare frame, or `{frame, title}` when the capture gave a label.
    static func element(_ element: ImportedScreen.Element) -> ScreenJSON {
        guard let label = element.label else { return .frame(element.frame) }
        return .object([("frame", .frame(element.frame)), ("title", .string(label))])
    }
}
