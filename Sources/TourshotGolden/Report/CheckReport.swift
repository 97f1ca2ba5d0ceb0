/// A whole check run: what the report files are written from.
public struct CheckReport: Sendable {
    public let entries: [ReportEntry]
    public let tolerances: GoldenTolerances
    public let shard: Shard
    /// The goldens folder as shown to the user.
    public let goldens: String
    /// `RENDERER-VERSIONS.txt` of the goldens, and this machine's lines.
    public let goldenVersions: [String]
    public let machineVersions: [String]
    public let seconds: Double

    public init(entries: [ReportEntry], tolerances: GoldenTolerances, shard: Shard, goldens: String,
                goldenVersions: [String], machineVersions: [String], seconds: Double) {
        self.entries = entries
        self.tolerances = tolerances
        self.shard = shard
        self.goldens = goldens
        self.goldenVersions = goldenVersions
        self.machineVersions = machineVersions
        self.seconds = seconds
    }

    public func count(_ status: ImageOutcome.Status) -> Int { entries.filter { $0.status == status }.count }
    public var passed: Bool { entries.allSatisfy { $0.status == .passed } }
    /// Images passed without drawing: their inputs and goldens are unchanged since record.
    public var undrawn: Int { entries.filter { !$0.outcome.wasDrawn }.count }
}
