/// A unified diff of one file's text before and after its fixes (`lint --diff`), in the form
/// `git apply` and `patch -p1` read: `--- a/PATH`, `+++ b/PATH`, hunks with three lines of
/// context, `\ No newline at end of file` where a last line has no line break. Lines keep their
/// own breaks, so CRLF files give CRLF lines.
public enum UnifiedDiff {
    /// The diff of `old` and `new`, its fixed text, whose lines are aligned by `kept` (where the
    /// original bytes lie in the fixed text): a line of `new` inside a kept stretch that is a whole
    /// line of `old` is that line, unchanged; every other line was removed or added.
    static func render(old: [UInt8], new: [UInt8], kept: KeptText, path: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        // One entry per line of either side: (old line, new line), -1 where the line is absent; the
        // removed lines of a change before the added ones.
        var pairs: [(Int, Int)] = []
        var nextOld = 0, nextNew = 0, stretch = 0
        func pair(old i: Int, new j: Int) {
            while nextOld < i { pairs.append((nextOld, -1)); nextOld += 1 }
            while nextNew < j { pairs.append((-1, nextNew)); nextNew += 1 }
            if i < a.count, j < b.count { pairs.append((i, j)) }
            nextOld = i + 1
            nextNew = j + 1
        }
        var oldLine = 0
        let stretches = kept.stretches
        for (j, line) in b.enumerated() {
            while stretch < stretches.count, stretches[stretch].fixed + stretches[stretch].count <= line.lowerBound { stretch += 1 }
            guard stretch < stretches.count, stretches[stretch].fixed <= line.lowerBound,
                  line.upperBound <= stretches[stretch].fixed + stretches[stretch].count else { continue }
            let start = stretches[stretch].original + line.lowerBound - stretches[stretch].fixed
            while oldLine < a.count, a[oldLine].upperBound <= start { oldLine += 1 }
            if oldLine < a.count, a[oldLine] == start..<start + line.count, oldLine >= nextOld { pair(old: oldLine, new: j) }
        }
        pair(old: a.count, new: b.count)

        var out = ""
        var index = 0
        // Lines of each side before the hunk, counted up to pair `counted`.
        var oldBefore = 0, newBefore = 0, counted = 0
        while let firstChange = pairs[index...].firstIndex(where: { $0.0 < 0 || $0.1 < 0 }) {
            let start = max(index, firstChange - context)
            // A hunk runs on while the next change is within twice the context.
            var end = firstChange
            while end < pairs.count {
                guard let next = pairs[end...].firstIndex(where: { $0.0 < 0 || $0.1 < 0 }) else { break }
                if next - end > 2 * context && end > firstChange { break }
                end = next + 1
            }
            end = min(pairs.count, end + context)
            let hunk = pairs[start..<end]
            let oldCount = hunk.count { $0.0 >= 0 }, newCount = hunk.count { $0.1 >= 0 }
            for pair in pairs[counted..<start] {
                if pair.0 >= 0 { oldBefore += 1 }
                if pair.1 >= 0 { newBefore += 1 }
            }
            counted = start
            // An empty side names the line it follows.
            let oldStart = oldCount == 0 ? oldBefore : oldBefore + 1
            let newStart = newCount == 0 ? newBefore : newBefore + 1
            if out.isEmpty { out += "--- a/\(path)\n+++ b/\(path)\n" }
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for (i, j) in hunk {
                let (prefix, text) = i >= 0 && j >= 0 ? (" ", old[a[i]]) : (i >= 0 ? ("-", old[a[i]]) : ("+", new[b[j]]))
                out += prefix + String(decoding: text, as: UTF8.self)
                if text.last != 0x0A { out += "\n\\ No newline at end of file\n" }
            }
            index = end
            if index >= pairs.count { break }
        }
        return out
    }

    /// Byte ranges of the lines, each with its line break.
    private static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(start..<offset + 1)
            start = offset + 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }
}
