import TourshotModel

/// `lint`'s hardware check: tutorial text, the card's and page's buttons, and arrowheads that lie
/// under what the device itself draws or cuts out — the status bar, the notch or Dynamic Island,
/// the home indicator. Those are the screen's safe-area insets (the device presets' insets are
/// UIKit's for each device, docs/format.md#device-presets): the top inset is the status bar
/// (with the notch or Dynamic Island inside it), the bottom inset the home indicator's strip; in
/// landscape a phone with a notch or Dynamic Island insets both sides, the housing on whichever
/// side the phone is turned to.
///
/// Arrow labels and the card as a whole have the layout's own `label-outside-safe-area` and
/// `card-outside-safe-area`; this check adds what those do not name: any text run (a label's
/// only when the layout did not already report that label), a button, an arrow's head.
public enum HardwareLint {
    /// One strip of the screen the device draws over.
    public struct Region: Sendable, Hashable {
        public let name: String
        public let rect: Rect
    }

    /// The strips of `capture` (its size and safe area) in `orientation`, named for the device
    /// kind its insets tell: a top inset of 59 pt or more is a Dynamic Island's, 30 to 58 pt a
    /// notch's, less a status bar alone (a home-button phone or an iPad).
    public static func regions(of capture: Capture, orientation: Orientation) -> [Region] {
        let size = capture.size, insets = capture.safeArea
        var regions: [Region] = []
        let housing = insets.top >= 59 || max(insets.leading, insets.trailing) >= 59 ? "the Dynamic Island" : "the notch"
        if insets.top > 0 {
            let name = orientation == .portrait && insets.top >= 30 ? "the status bar and \(housing)" : "the status bar"
            regions.append(Region(name: name, rect: Rect(x: 0, y: 0, width: size.width, height: insets.top)))
        }
        if insets.bottom > 0 {
            regions.append(Region(name: "the home indicator", rect: Rect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom)))
        }
        if insets.leading > 0 {
            regions.append(Region(name: "the left edge, where \(housing) is when the phone is turned that way", rect: Rect(x: 0, y: 0, width: insets.leading, height: size.height)))
        }
        if insets.trailing > 0 {
            regions.append(Region(name: "the right edge, where \(housing) is when the phone is turned that way",
                                  rect: Rect(x: size.width - insets.trailing, y: 0, width: insets.trailing, height: size.height)))
        }
        return regions
    }

    /// The device presets whose screen `capture` is (size and safe area), for the message:
    /// "iPhone 15 or iPhone 15 Pro" (nil when none is).
    static func devices(of capture: Capture, _ orientation: Orientation) -> String? {
        let names = DevicePreset.all.filter { $0.size(orientation) == capture.size && $0.safeArea(orientation) == capture.safeArea }.map(\.name)
        return names.isEmpty ? nil : names.joined(separator: " or ")
    }

    /// `under-hardware` for each text run, button and arrowhead of `layout` that reaches into one
    /// of `capture`'s hardware regions (the first region it reaches is named).
    public static func warnings(_ layout: ImageLayout, capture: Capture) -> [LayoutWarning] {
        let regions = regions(of: capture, orientation: layout.orientation)
        guard !regions.isEmpty else { return [] }
        let device = devices(of: capture, layout.orientation).map { " of the \($0)" } ?? ""
        let reported = Set(layout.warnings.filter { $0.code == .labelOutsideSafeArea }.compactMap(\.element))
        let reportedLabels = layout.arrows.filter { reported.contains($0.element) }.compactMap { $0.label?.frame }
        var items: [(what: String, element: String?, rect: Rect)] = []
        for placed in ContrastLint.runs(of: layout) where !reportedLabels.contains(where: { $0.contains(placed.visible) }) {
            items.append(("text \"\(LayoutLint.short(placed.run.text))\"", nil, placed.visible))
        }
        for button in layout.card?.buttons ?? [] {
            items.append(("button \"\(LayoutChecks.oneLine(button.title))\"", nil, button.frame))
        }
        for arrow in layout.arrows {
            items.append(("the head of the arrow to \"\(arrow.element)\"", arrow.element, ArrowContrast.headBox(of: arrow, in: layout)))
        }
        return items.compactMap { item in
            guard let region = regions.first(where: { ($0.rect.intersection(item.rect).map { !$0.isEmpty && $0.width > 0.5 && $0.height > 0.5 }) ?? false }),
                  let overlap = region.rect.intersection(item.rect) else { return nil }
            return LayoutWarning(.underHardware, element: item.element,
                "\(item.what) reaches \(TouchTargetLint.number(overlap.width))×\(TouchTargetLint.number(overlap.height)) pt into \(region.name)\(device) (\(describe(region.rect))): the device draws over it or the user cannot read or tap it there; move it inside the safe area",
                region: item.rect)
        }
    }

    /// `[x, y, width, height]` in points to one decimal, as the other lint messages write lengths.
    static func describe(_ rect: Rect) -> String {
        "[" + [rect.minX, rect.minY, rect.width, rect.height].map(TouchTargetLint.number).joined(separator: ", ") + "]"
    }
}
