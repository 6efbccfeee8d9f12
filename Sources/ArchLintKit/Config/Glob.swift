#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path pattern from `included`/`excluded`, matched against paths relative to the project
/// root with `/` separators.
///
/// `**` as a whole segment matches zero or more folders; `*` matches any run of characters and
/// `?` one character, neither crossing `/`; `[abc]`, `[a-z]` and `[!abc]` match one character
/// of (or not of) a class. A pattern that matches a folder matches everything under it, so
/// `Pods` and `Sources/Generated` name whole trees. A leading `./` or `/` and a trailing `/`
/// are ignored.
public struct Glob: Sendable, Hashable {
    public let pattern: String

    private enum Segment: Sendable, Hashable {
        /// `**`: zero or more whole path segments.
        case anyFolders
        /// Bytes of one segment, possibly with `*`, `?` and `[…]`.
        case pattern([UInt8])
    }

    private let segments: [Segment]

    public init(_ pattern: String) {
        self.pattern = pattern
        var segments: [Segment] = []
        let patternBytes = Array(pattern.utf8)
        for part in Glob.pathSegments(patternBytes) {
            let bytes = Array(patternBytes[part])
            if bytes == Array("**".utf8) {
                // Consecutive `**` match the same as one, and collapsing them keeps matching linear.
                if segments.last != .anyFolders { segments.append(.anyFolders) }
            } else {
                segments.append(.pattern(bytes))
            }
        }
        // Matching a folder means matching everything inside it.
        if segments.last != .anyFolders { segments.append(.anyFolders) }
        self.segments = segments
        literalFolders = LiteralFolders(segments.dropLast())
    }

    /// The segments of a glob that is literal folders then `**` (`Sources/App/**`, `Pods`, the
    /// usual layer path; no `*`, `?` or `[` in them), one after another: such a glob matches a path
    /// whose first segments are these, which is found by comparing bytes, without the general
    /// matcher (the whole cost of placing each path of a run in its layer).
    private struct LiteralFolders: Sendable, Hashable {
        var bytes: [UInt8] = []
        /// Where each segment ends in `bytes`.
        var ends: [Int] = []

        init?(_ segments: ArraySlice<Segment>) {
            for segment in segments {
                guard case .pattern(let pattern) = segment,
                      !pattern.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") })
                else { return nil }
                bytes += pattern
                ends.append(bytes.count)
            }
        }

        func matches(_ split: SplitPath) -> Bool {
            guard split.parts.count >= ends.count else { return false }
            // (In place, a word at a time: comparing the slices went a byte at a time.)
            return split.bytes.withUnsafeBytes { path in
                bytes.withUnsafeBytes { literal in
                    var start = 0
                    for position in ends.indices {
                        let part = split.parts[position], end = ends[position]
                        // (Most differ in length.)
                        guard part.count == end - start,
                              NameTable<Void>.equal(UnsafeRawBufferPointer(rebasing: path[part]), UnsafeRawBufferPointer(rebasing: literal[start..<end]))
                        else { return false }
                        start = end
                    }
                    return true
                }
            }
        }
    }

    private let literalFolders: LiteralFolders?

    /// Whether `matches` compares literal folders rather than running the general matcher.
    var isLiteralFolders: Bool { literalFolders != nil }

    /// A path split into its segments once, to be matched against several globs; `split` reuses
    /// its buffers for the next path.
    public struct SplitPath {
        private(set) var bytes: [UInt8] = []
        private(set) var parts: [Range<Int>] = []

        public init(_ relativePath: String) { split(relativePath) }

        init() {}

        mutating func split(_ relativePath: String) {
            var path = relativePath
            bytes.removeAll(keepingCapacity: true)
            path.withUTF8 { bytes.append(contentsOf: $0) }
            parts.removeAll(keepingCapacity: true)
            bytes.withUnsafeBufferPointer { Glob.appendSegments(of: $0, to: &parts) }
        }
    }

    public func matches(_ relativePath: String) -> Bool { matches(SplitPath(relativePath)) }

    public func matches(_ split: SplitPath) -> Bool {
        literalFolders?.matches(split) ?? matchesBySegments(split)
    }

    /// The general matcher, which `matches` leaves for the globs it matches faster.
    func matchesBySegments(_ split: SplitPath) -> Bool {
        let path = split.bytes, parts = split.parts
        // Wildcard matching over segments: `**` is the star, every other segment matches exactly
        // one path segment. Retrying only from the most recent `**` is enough, which keeps the
        // work at most segments × parts segment matches.
        var patternIndex = 0
        var partIndex = 0
        var lastStar: (pattern: Int, part: Int)?
        while partIndex < parts.count {
            if patternIndex < segments.count {
                switch segments[patternIndex] {
                case .anyFolders:
                    lastStar = (patternIndex, partIndex)
                    patternIndex += 1
                    continue
                case .pattern(let segment):
                    if Glob.matchSegment(segment, path[parts[partIndex]]) {
                        patternIndex += 1
                        partIndex += 1
                        continue
                    }
                }
            }
            guard let star = lastStar else { return false }
            lastStar = (star.pattern, star.part + 1)
            patternIndex = star.pattern + 1
            partIndex = star.part + 1
        }
        while patternIndex < segments.count, segments[patternIndex] == .anyFolders { patternIndex += 1 }
        return patternIndex == segments.count
    }

    /// Non-empty `/`-separated pieces, without `.` pieces (so `./Sources//A` is `Sources`, `A`).
    private static func pathSegments(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { appendSegments(of: $0, to: &result) }
        return result
    }

    private static func appendSegments(of bytes: UnsafeBufferPointer<UInt8>, to result: inout [Range<Int>]) {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return }
        var start = 0
        while start <= bytes.count {
            // (The slashes found by `memchr`: a byte at a time, splitting was most of a path's matching.)
            let slash = memchr(base + start, Int32(UInt8(ascii: "/")), bytes.count - start)
            let end: Int = slash.map { base.distance(to: UnsafeRawPointer($0)) } ?? bytes.count
            if end > start, !(end == start + 1 && bytes[start] == UInt8(ascii: ".")) { result.append(start..<end) }
            start = end + 1
        }
    }

    /// Matches one segment pattern against one path segment, with `*` retried only from its most
    /// recent occurrence (linear-time backtracking, no recursion).
    private static func matchSegment(_ pattern: [UInt8], _ name: ArraySlice<UInt8>) -> Bool {
        var p = 0
        var n = name.startIndex
        var lastStar: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.count {
                switch pattern[p] {
                case UInt8(ascii: "*"):
                    lastStar = (p, n)
                    p += 1
                    continue
                case UInt8(ascii: "?"):
                    p += 1
                    n += scalarLength(name, at: n)
                    continue
                case UInt8(ascii: "["):
                    if let (matched, classEnd) = matchClass(pattern, at: p, name, at: n) {
                        if matched {
                            p = classEnd
                            n += scalarLength(name, at: n)
                            continue
                        }
                    } else if name[n] == UInt8(ascii: "[") {
                        // An unterminated `[` is a literal bracket.
                        p += 1
                        n += 1
                        continue
                    }
                default:
                    if pattern[p] == name[n] {
                        p += 1
                        n += 1
                        continue
                    }
                }
            }
            guard let star = lastStar else { return false }
            let retry = star.name + scalarLength(name, at: star.name)
            lastStar = (star.pattern, retry)
            p = star.pattern + 1
            n = retry
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// Evaluates the class starting at `pattern[start] == "["` against the scalar at `name[index]`.
    /// Returns nil when the class has no closing `]`.
    private static func matchClass(_ pattern: [UInt8], at start: Int, _ name: ArraySlice<UInt8>,
                                   at index: Int) -> (matched: Bool, end: Int)? {
        let candidate = scalarValue(name[index..<(index + scalarLength(name, at: index))])
        var p = start + 1
        let negated = p < pattern.count && (pattern[p] == UInt8(ascii: "!") || pattern[p] == UInt8(ascii: "^"))
        if negated { p += 1 }
        var matched = false
        var first = true
        while p < pattern.count {
            if pattern[p] == UInt8(ascii: "]") && !first {
                return (matched != negated, p + 1)
            }
            first = false
            let lowLength = scalarLength(pattern[...], at: p)
            let low = scalarValue(pattern[p..<(p + lowLength)])
            p += lowLength
            var high = low
            if p + 1 < pattern.count, pattern[p] == UInt8(ascii: "-"), pattern[p + 1] != UInt8(ascii: "]") {
                let highLength = scalarLength(pattern[...], at: p + 1)
                high = scalarValue(pattern[(p + 1)..<(p + 1 + highLength)])
                p += 1 + highLength
            }
            if low <= candidate && candidate <= high { matched = true }
        }
        return nil
    }

    /// Bytes in the UTF-8 sequence starting at `index`, clamped to the end (invalid bytes count as one).
    private static func scalarLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xF0...0xF7: length = 4
        case 0xE0...0xEF: length = 3
        case 0xC0...0xDF: length = 2
        default: length = 1
        }
        return min(length, bytes.endIndex - index)
    }

    private static func scalarValue(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        guard let lead = bytes.first else { return 0 }
        if bytes.count == 1 { return UInt32(lead) }
        let leadBits = UInt32(lead) & (0xFF >> (bytes.count + 1))
        return bytes.dropFirst().reduce(leadBits) { ($0 << 6) | (UInt32($1) & 0x3F) }
    }
}
