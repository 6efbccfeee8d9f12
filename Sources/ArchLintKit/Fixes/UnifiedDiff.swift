/// A unified diff of one file's text before and after its fixes (`lint --diff`), in the form
/// `git apply` and `patch -p1` read: `--- a/PATH`, `+++ b/PATH`, hunks with three lines of
/// context, `\ No newline at end of file` where a last line has no line break. Lines keep their
/// own breaks, so CRLF files give CRLF lines.
public enum UnifiedDiff {
    public static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        func same(_ i: Int, _ j: Int) -> Bool { old[a[i]].elementsEqual(new[b[j]]) }
        // The common head and tail are compared once; the shortest edit script covers only the middle.
        var head = 0
        while head < a.count, head < b.count, same(head, head) { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, same(a.count - 1 - tail, b.count - 1 - tail) { tail += 1 }
        let script = shortestEditScript(a.count - head - tail, b.count - head - tail) { same(head + $0, head + $1) }
        // One entry per line of either side: (old line, new line), -1 where the line is absent.
        var pairs: [(Int, Int)] = (0..<head).map { ($0, $0) }
        for (i, j) in script { pairs.append((i < 0 ? -1 : head + i, j < 0 ? -1 : head + j)) }
        pairs += (0..<tail).map { (a.count - tail + $0, b.count - tail + $0) }

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

    /// Myers' shortest edit script between sequences of `n` and `m` lines: pairs (old, new) in
    /// order, -1 on the side a line is absent from. O((n + m) · d) time for d differing lines, iterative.
    private static func shortestEditScript(_ n: Int, _ m: Int, same: (Int, Int) -> Bool) -> [(Int, Int)] {
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = false
        for d in 0...(n + m) {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, same(x, y) { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n && y >= m { found = true; break }
            }
            if found { break }
        }
        // Walk back through the saved frontiers, from the end to the start.
        var script: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                script.append((x, y))
            }
            guard d > 0 else { break }
            script.append(x == previousX ? (-1, previousY) : (previousX, -1))
            x = previousX
            y = previousY
        }
        return script.reversed()
    }
}
