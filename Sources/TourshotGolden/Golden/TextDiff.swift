/// A line diff of two texts in unified format (`diff -u`), for layout goldens.
///
/// ```
/// --- GoldenImages/approach-iphone-se-step03-portrait.layout.json
/// +++ actual
/// @@ -40,7 +40,7 @@
///      "card": {
/// -    "title": "Settings",
/// +    "title": "Preferences",
/// ```
public enum TextDiff {
    /// The unified diff of `old` and `new` with `context` unchanged lines around each change;
    /// nil when the texts are equal.
    ///
    /// - Complexity: O((n + m) · d) for d changed lines (Myers, via `CollectionDifference`).
    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String? {
        guard old != new else { return nil }
        let oldLines = lines(old), newLines = lines(new)
        let operations = script(from: oldLines, to: newLines)
        var output = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks(operations, context: context) {
            output.append(header(hunk, operations))
            for operation in operations[hunk] {
                switch operation {
                case .same(let index, _): output.append(" " + oldLines[index])
                case .removed(let index): output.append("-" + oldLines[index])
                case .inserted(let index): output.append("+" + newLines[index])
                }
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// Number of changed lines (removed plus inserted) between two texts.
    public static func changedLineCount(old: String, new: String) -> Int {
        let difference = lines(new).difference(from: lines(old))
        return difference.removals.count + difference.insertions.count
    }

    enum Operation {
        /// An unchanged line: its index in old and in new.
        case same(Int, Int)
        case removed(Int)
        case inserted(Int)

        var isChange: Bool { if case .same = self { false } else { true } }
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The edit script: removals before insertions inside each changed block, as `diff` prints.
    static func script(from old: [String], to new: [String]) -> [Operation] {
        let difference = new.difference(from: old)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                operations.append(.removed(i)); i += 1
            } else if j < new.count, inserted.contains(j) {
                operations.append(.inserted(j)); j += 1
            } else {
                operations.append(.same(i, j)); i += 1; j += 1
            }
        }
        return operations
    }

    /// Ranges of the script to print: each change with `context` lines around it, merged when
    /// they touch.
    static func hunks(_ operations: [Operation], context: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, operation) in operations.enumerated() where operation.isChange {
            let range = max(0, index - context)..<min(operations.count, index + context + 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }

    /// `@@ -start,count +start,count @@`, 1-based; an empty side names the line before it.
    static func header(_ hunk: Range<Int>, _ operations: [Operation]) -> String {
        var oldStart: Int?, newStart: Int?
        var oldCount = 0, newCount = 0
        var oldBefore = 0, newBefore = 0
        for operation in operations[..<hunk.lowerBound] {
            switch operation {
            case .same: oldBefore += 1; newBefore += 1
            case .removed: oldBefore += 1
            case .inserted: newBefore += 1
            }
        }
        for operation in operations[hunk] {
            switch operation {
            case .same(let i, let j):
                oldStart = oldStart ?? i; newStart = newStart ?? j
                oldCount += 1; newCount += 1
            case .removed(let i): oldStart = oldStart ?? i; oldCount += 1
            case .inserted(let j): newStart = newStart ?? j; newCount += 1
            }
        }
        let old = oldCount == 0 ? "\(oldBefore),0" : "\((oldStart ?? 0) + 1),\(oldCount)"
        let new = newCount == 0 ? "\(newBefore),0" : "\((newStart ?? 0) + 1),\(newCount)"
        return "@@ -\(old) +\(new) @@"
    }
}
