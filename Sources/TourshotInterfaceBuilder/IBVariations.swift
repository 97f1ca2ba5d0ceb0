/// Size-class variations: `<variation key="default">` masks out what the base layout leaves
/// uninstalled; a variation whose key matches the design device's classes
/// (`heightClass=regular-widthClass=compact`) installs or removes its own.
struct IBVariations {
    private var excluded = Set<String>()
    private var included = Set<String>()

    /// - Parameter variations: the document's `<variation>` elements.
    init(_ variations: [XMLNode], device: IBDevice?) {
        for variation in variations {
            guard let key = variation["key"] else { continue }
            let matches = key == "default" || Self.matches(key, device: device)
            guard matches else { continue }
            for mask in variation.children where mask.name == "mask" {
                for reference in mask.children {
                    guard let id = reference["reference"] else { continue }
                    if reference.name == "exclude" { excluded.insert(id); if key != "default" { included.remove(id) } }
                    if reference.name == "include" && key != "default" { included.insert(id) }
                }
            }
        }
    }

    func isInstalled(_ id: String) -> Bool { included.contains(id) || !excluded.contains(id) }

    private static func matches(_ key: String, device: IBDevice?) -> Bool {
        guard let device else { return false }
        return key.split(separator: "-").allSatisfy { part in
            switch part {
            case "widthClass=compact": !device.widthClassRegular
            case "widthClass=regular": device.widthClassRegular
            case "heightClass=compact": !device.heightClassRegular
            case "heightClass=regular": device.heightClassRegular
            default: false
            }
        }
    }
}
