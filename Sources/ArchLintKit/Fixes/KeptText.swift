/// Where a file's original bytes lie in its text after rounds of fixes: the stretches every round's
/// edits left alone, composed round after round. `lint --diff` aligns the lines of both texts from
/// them (`UnifiedDiff`), in time and memory linear in the file, where a general line diff took
/// (n + m) · d of both for d changed lines (gigabytes for thousands of fixes in one file).
struct KeptText {
    /// `count` bytes at `original` in the original text are those at `fixed` in the fixed text.
    struct Stretch: Equatable {
        var original: Int
        var fixed: Int
        var count: Int
    }

    /// In the order of both texts (fixes never move text), disjoint, none empty.
    private(set) var stretches: [Stretch]

    /// A text of `count` bytes, not fixed yet.
    init(unchanged count: Int) {
        stretches = count > 0 ? [Stretch(original: 0, fixed: 0, count: count)] : []
    }

    /// After `edits` (as `Fix.apply` applied them, in order, to the fixed text of `count` bytes).
    mutating func apply(_ edits: [Fix.Edit], toTextOf count: Int) {
        // The stretches of the fixed text these edits leave alone, and where they go.
        var untouched: [Stretch] = []
        var cursor = 0, shift = 0
        for edit in edits {
            if edit.range.lowerBound > cursor {
                untouched.append(Stretch(original: cursor, fixed: cursor + shift, count: edit.range.lowerBound - cursor))
            }
            shift += edit.text.utf8.count - edit.range.count
            cursor = max(cursor, edit.range.upperBound)
        }
        if count > cursor { untouched.append(Stretch(original: cursor, fixed: cursor + shift, count: count - cursor)) }
        // Composed with the kept stretches (both in the fixed text's order): a walk of the two lists.
        var composed: [Stretch] = []
        var next = 0
        for kept in stretches {
            while next < untouched.count, untouched[next].original + untouched[next].count <= kept.fixed { next += 1 }
            var candidate = next
            while candidate < untouched.count, untouched[candidate].original < kept.fixed + kept.count {
                let stretch = untouched[candidate]
                let start = max(kept.fixed, stretch.original), end = min(kept.fixed + kept.count, stretch.original + stretch.count)
                if start < end {
                    let piece = Stretch(original: kept.original + start - kept.fixed, fixed: stretch.fixed + start - stretch.original, count: end - start)
                    // Contiguous in both texts (an edit that inserted nothing): one stretch.
                    if let last = composed.last, last.original + last.count == piece.original, last.fixed + last.count == piece.fixed {
                        composed[composed.count - 1].count += piece.count
                    } else {
                        composed.append(piece)
                    }
                }
                candidate += 1
            }
        }
        stretches = composed
    }
}
