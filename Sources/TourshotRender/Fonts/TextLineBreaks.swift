/// The line-break rule tourshot applies to `UILabel`-like text (`LineBreakStrategy.standard`'s
/// pushOut; its reach, two-line paragraphs only, is inferred from two device frames), as a line
/// of every input key: a changed rule draws every image again instead of passing an
/// old golden (docs/determinism.md, "Line breaks").
public enum TextLineBreaks {
    /// Names the rule `TextLayoutFactory.build` implements; change it whenever that rule changes.
    public static let keyLine = "text line breaks standard=pushOut(one word, second line of a two-line paragraph, if it fits; U+2028) none=greedy"
}
