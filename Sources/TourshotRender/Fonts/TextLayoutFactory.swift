import CCairo
import TourshotLayout
import TourshotModel

/// Builds the Pango layout for a text request; measuring and drawing share it so they agree.
enum TextLayoutFactory {
    static func weight(_ weight: FontWeight) -> PangoWeight {
        switch weight {
        case .regular: PANGO_WEIGHT_NORMAL
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        }
    }

    /// A new layout (caller unrefs) in `families`. `wrapWidth` wraps; `truncateWidth` ellipsizes one line.
    /// A wrapped `.standard` font's paragraphs avoid a lone last word (`pushOut`).
    static func make(context: OpaquePointer, families: FontFamilies, text: String, font: FontSpec, wrapWidth: Double?,
                     alignment: TextAlignment, truncateWidth: Double? = nil) -> OpaquePointer {
        build(context: context, families: families, text: text, font: font, wrapWidth: wrapWidth, alignment: alignment,
              truncateWidth: truncateWidth).layout
    }

    /// The layout and the byte offsets (in the layout's own text) of the breaks `pushOut` forced.
    ///
    /// UIKit's `pushOut`, as Apple documents it: "pushes out individual lines to avoid an orphan word
    /// on the last line of the paragraph … Typically, the text system only pushes out the last line by
    /// one word." tourshot's rule: in each paragraph Pango wraps into exactly two lines (the device
    /// keeps a lone last word after three: docs/determinism.md), when the second line holds one
    /// word (no space in it) and the first broke at a space after two or more words, its last word
    /// moves down — the space before it becomes a forced break
    /// (U+2028, so no other line of the paragraph or of the text changes) — provided the new last
    /// line, the word and the orphan, still fits: the paragraph keeps its line count, or the push is
    /// undone. One word at most, once per paragraph; a break inside a word (a word longer than the
    /// line) is left alone. The forced break stands for the wrap at that space, so a measure that
    /// keeps break spaces counts it as a space.
    static func build(context: OpaquePointer, families: FontFamilies, text: String, font: FontSpec, wrapWidth: Double?,
                      alignment: TextAlignment, truncateWidth: Double? = nil) -> (layout: OpaquePointer, pushedBreaks: [Int]) {
        let layout = plain(context: context, families: families, text: text, font: font, wrapWidth: wrapWidth, alignment: alignment,
                           truncateWidth: truncateWidth)
        guard font.lineBreak == .standard, truncateWidth == nil, wrapWidth != nil else { return (layout, []) }
        var bytes = Array(text.utf8)
        var lines = lineStarts(layout)
        var pushed: [Int] = []
        // Paragraphs from the last to the first, so an earlier paragraph's offsets stay valid.
        for candidate in orphanBreaks(bytes: bytes, lines: lines).reversed() {
            var trial = bytes
            trial.replaceSubrange(candidate..<(candidate + 1), with: separator)
            let trialLayout = setText(layout, trial)
            let trialLines = lineStarts(trialLayout)
            if trialLines.count == lines.count {
                bytes = trial
                lines = trialLines
                pushed = pushed.map { $0 + separator.count - 1 } + [candidate]
            } else {
                _ = setText(layout, bytes)
            }
        }
        return (layout, pushed.sorted())
    }

    /// U+2028 LINE SEPARATOR: a forced break inside the paragraph.
    static let separator: [UInt8] = [0xE2, 0x80, 0xA8]

    private static func setText(_ layout: OpaquePointer, _ bytes: [UInt8]) -> OpaquePointer {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                pango_layout_set_text(layout, $0, Int32(buffer.count))
            }
        }
        return layout
    }

    /// Each line's start byte and whether it starts a paragraph.
    private static func lineStarts(_ layout: OpaquePointer) -> [(start: Int, paragraphStart: Bool)] {
        var result: [(start: Int, paragraphStart: Bool)] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            result.append((Int(line.pointee.start_index), line.pointee.is_paragraph_start != 0))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    /// For each paragraph of two lines whose second is one word: the byte of the space before the
    /// first line's last word, when that line broke at a space and keeps a word.
    private static func orphanBreaks(bytes: [UInt8], lines: [(start: Int, paragraphStart: Bool)]) -> [Int] {
        let space: UInt8 = 0x20
        var result: [Int] = []
        for index in lines.indices where index + 1 == lines.count || lines[index + 1].paragraphStart {
            // `index` is a paragraph's last line, the second of a two-line paragraph.
            guard index > 0, !lines[index].paragraphStart, lines[index - 1].paragraphStart else { continue }
            let lastStart = lines[index].start
            var lastEnd = index + 1 < lines.count ? lines[index + 1].start : bytes.count
            // The paragraph's own text: without its delimiter and trailing spaces.
            while lastEnd > lastStart, [space, 0x0A, 0x0D].contains(bytes[lastEnd - 1]) { lastEnd -= 1 }
            if lastEnd - lastStart >= separator.count, Array(bytes[(lastEnd - separator.count)..<lastEnd]) == separator {
                lastEnd -= separator.count
            }
            guard lastEnd > lastStart, !bytes[lastStart..<lastEnd].contains(space) else { continue }
            // The line before broke at a space (not inside a word)…
            let previousStart = lines[index - 1].start
            guard lastStart - 1 > previousStart, bytes[lastStart - 1] == space else { continue }
            var end = lastStart - 1
            while end > previousStart, bytes[end - 1] == space { end -= 1 }
            // …and keeps a word when its last one goes down.
            guard let gap = bytes[previousStart..<end].lastIndex(of: space) else { continue }
            var wordStart = gap
            while wordStart > previousStart, bytes[wordStart - 1] == space { wordStart -= 1 }
            guard wordStart > previousStart else { continue }
            result.append(gap)
        }
        return result
    }

    private static func plain(context: OpaquePointer, families: FontFamilies, text: String, font: FontSpec, wrapWidth: Double?,
                              alignment: TextAlignment, truncateWidth: Double?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.rounded ? families.rounded : families.text)
        pango_font_description_set_weight(description, weight(font.weight))
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        // SF Pro's line height, whatever the face: layout measured on the device's metrics.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(pangoUnits((font.lineHeight * Double(PANGO_SCALE)).rounded())))
        // SF Pro's tracking for the size, as UIKit applies it (measured and drawn alike).
        if let spacing = TextTracking.pangoUnits(font, families: families) {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(spacing))
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        if let truncateWidth {
            // Pango's ellipsis test counts positive tracking after the last character, which the
            // measured width leaves out: allowed here, so a text measured to fit is not cut.
            let trailing = max(0, TextTracking.points(font, families: families))
            pango_layout_set_width(layout, pangoUnits(max(0, truncateWidth + trailing) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_single_paragraph_mode(layout, 1)
        } else if let wrapWidth {
            pango_layout_set_width(layout, pangoUnits(max(0, wrapWidth) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        return layout
    }

    /// A length in Pango units as Pango's 32-bit integer: truncated as `Int32.init` does, but
    /// clamped to the type's range (a width of 1e12 points) and 0 for NaN, never a trap.
    static func pangoUnits(_ value: Double) -> Int32 {
        guard !value.isNaN else { return 0 }
        return Int32(min(max(value, Double(Int32.min)), Double(Int32.max)))
    }

    /// Logical extents in points.
    static func logicalRect(_ layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Rect(x: Double(logical.x) / scale, y: Double(logical.y) / scale,
                    width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }
}
