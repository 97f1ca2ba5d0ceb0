import Testing
import TourshotGolden

struct ShardTests {
    @Test(arguments: ["1/1", "2/3", "3/3", "10/10"])
    func validShards(text: String) throws {
        let shard = try #require(Shard(text))
        #expect(shard.description == text)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", "", "-1/2", "/2"])
    func invalidShards(text: String) {
        #expect(Shard(text) == nil)
    }

    /// Every item lands in exactly one shard, dealt out in turn.
    @Test(arguments: [1, 2, 3, 7, 25])
    func shardsPartitionTheSuite(count: Int) {
        let items = Array(0..<20)
        let shards = (1...count).map { Shard(index: $0, count: count).select(items) }
        #expect(shards.flatMap { $0 }.sorted() == items)
        #expect(shards.map(\.count).max()! - shards.map(\.count).min()! <= 1)
        #expect(Shard(index: 2, count: 3).select(items) == [1, 4, 7, 10, 13, 16, 19])
    }
}
