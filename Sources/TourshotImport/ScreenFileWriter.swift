import TourshotModel

/// A new screen file from one capture: the device preset, the size when the preset's differs,
/// the screenshot, and the elements (a label is the wireframe's `title`).
public enum ScreenFileWriter {
    /// - Parameter schema: the `$schema` URL to name first, or nil for none.
    public static func newFile(_ screen: ImportedScreen, device: DevicePreset, name: String?, background: String?,
                               schema: String? = nil) -> String {
        newFile([screen], device: device, name: name, background: background, schema: schema)
    }

    /// A file with one capture per orientation (an Interface Builder document solved for both).
    static func newFile(_ screens: [ImportedScreen], device: DevicePreset, name: String?, background: String?,
                        schema: String? = nil) -> String {
        var file = ScreenJSON.object([])
        file.set("$schema", schema.map(ScreenJSON.string))
        file.set("name", name.map(ScreenJSON.string))
        file.set("device", .string(device.id))
        for screen in screens {
            var capture = ScreenJSON.object([])
            if device.size(screen.orientation) != screen.size {
                capture.set("size", .array([.number(screen.size.width), .number(screen.size.height)]))
            }
            capture.set("background", background.map(ScreenJSON.string))
            capture.set("elements", .object(screen.elements.map { ($0.id, element($0)) }))
            file.set(screen.orientation.rawValue, capture)
        }
        return file.text()
    }

    /// The keys the capture's structure gives an element (a merge updates them as frames).
    static let structureKeys = ["type", "in", "section", "row", "scrolled"]

    /// A bare frame, or an object with what else the capture gave: the label (the wireframe's
    /// `title`); for bars, their buttons, tables and cells the type, the container and a cell's
    /// section and row (`CaptureStructure`).
    static func element(_ element: CapturedElement) -> ScreenJSON {
        var members: [(key: String, value: ScreenJSON)] = []
        if let title = element.title { members.append(("title", .string(title))) }
        if CaptureStructure.keepsType(element.type, container: element.container), let type = element.type {
            members.append(("type", .string(type)))
        }
        if let container = element.container { members.append(("in", .string(container))) }
        if let section = element.section, let row = element.row {
            members += [("section", .number(Double(section))), ("row", .number(Double(row)))]
        }
        if element.scrolled { members.append(("scrolled", .bool(true))) }
        guard !members.isEmpty else { return .frame(element.frame) }
        return .object([("frame", .frame(element.frame))] + members)
    }
}
