extension ObjectReader {
    /// The key editors read a file's JSON Schema from (`tourshot init` writes it): accepted at
    /// the top of every input file and otherwise ignored.
    public static let schemaKey = "$schema"

    /// `rejectUnknownKeys` for the top-level object of an input file, which may name its schema.
    public func rejectUnknownFileKeys(_ allowed: [String]) {
        rejectUnknownKeys(allowed + [Self.schemaKey])
    }
}
