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
    static func make(context: OpaquePointer, families: FontFamilies, text: String, font: FontSpec, wrapWidth: Double?,
                     alignment: TextAlignment, truncateWidth: Double? = nil) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.rounded ? families.rounded : families.text)
        pango_font_description_set_weight(description, weight(font.weight))
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        // SF Pro's line height, whatever the face: layout measured on the device's metrics.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32((font.lineHeight * Double(PANGO_SCALE)).rounded())))
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
            pango_layout_set_width(layout, Int32(max(0, truncateWidth + trailing) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_single_paragraph_mode(layout, 1)
        } else if let wrapWidth {
            pango_layout_set_width(layout, Int32(max(0, wrapWidth) * Double(PANGO_SCALE)))
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

    /// Logical extents in points.
    static func logicalRect(_ layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Rect(x: Double(logical.x) / scale, y: Double(logical.y) / scale,
                    width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }
}
