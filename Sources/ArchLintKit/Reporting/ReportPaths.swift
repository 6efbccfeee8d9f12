/// Path arithmetic for reports. Purely lexical (no file system access), so reports are the same
/// whether or not the files still exist, and identical on every platform.
enum ReportPaths {
    /// The segments of a `/`-separated path with empty and `.` segments dropped and `..` folded into
    /// its parent where there is one (at the root of an absolute path `..` stays at the root).
    static func segments(of path: String) -> [String] {
        let isAbsolute = path.hasPrefix("/")
        var result: [String] = []
        for segment in path.splitting(atByte: UInt8(ascii: "/")) {
            switch segment {
            case ".": continue
            case "..":
                if let last = result.last, last != ".." {
                    result.removeLast()
                } else if !isAbsolute {
                    result.append("..")
                }
            default: result.append(String(segment))
            }
        }
        return result
    }

    /// A report's path of each finding's file, worked out once for a run of findings in the same
    /// file (findings come sorted by path): done per finding, the segment arithmetic of a JSON
    /// report of the whole corpus, force unwraps included, was 2 % of the run's instructions.
    struct FilePathMemo {
        private var last: (path: String, shown: String)?

        mutating func path(of finding: Finding, _ make: (Finding) -> String) -> String {
            if let last, last.path == finding.path { return last.shown }
            let shown = make(finding)
            last = (finding.path, shown)
            return shown
        }
    }

    /// `target` as seen from the directory `base`; both are absolute. Climbs with `..` when needed.
    static func relativePath(of target: String, from base: String) -> String {
        let targetSegments = segments(of: target)
        let baseSegments = segments(of: base)
        var shared = 0
        while shared < min(targetSegments.count, baseSegments.count), targetSegments[shared] == baseSegments[shared] {
            shared += 1
        }
        let climb = Array(repeating: "..", count: baseSegments.count - shared)
        let relative = (climb + targetSegments[shared...]).joined(separator: "/")
        return relative.isEmpty ? "." : relative
    }

    /// Where a finding's file is, relative to the current directory (text and json output).
    static func displayPath(of finding: Finding, in context: ReportContext) -> String {
        path(of: finding, from: context.currentDirectory, in: context)
    }

    /// A finding's path seen from the folder `base`. From the project root itself, as most runs
    /// are, a path already free of `.`, `..` and empty segments is its own answer; the segment
    /// arithmetic cost a report of a thousand files as much as 1 % of the whole run.
    private static func path(of finding: Finding, from base: String, in context: ReportContext) -> String {
        if base == context.projectRoot, isNormalRelativePath(finding.path) { return finding.path }
        return relativePath(of: absolutePath(of: finding, in: context), from: base)
    }

    /// Whether `path` is relative and `segments(of:)` would keep every one of its segments as written:
    /// none empty, `.` or `..`.
    static func isNormalRelativePath(_ path: String) -> Bool {
        // A segment of one or two bytes, all dots, is `.` or `..`.
        func isKept(length: Int, dots: Int) -> Bool { length > 0 && (dots < length || length > 2) }
        var length = 0, dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if !isKept(length: length, dots: dots) { return false }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return isKept(length: length, dots: dots)
    }

    /// Where a finding's file is, as an absolute path without `.` or `..` segments (`--absolute-paths`).
    static func absolutePath(of finding: Finding, in context: ReportContext) -> String {
        let absolute = finding.path.hasPrefix("/") ? finding.path : context.projectRoot + "/" + finding.path
        return "/" + segments(of: absolute).joined(separator: "/")
    }

    /// Where a finding's file is, relative to the repository root (SARIF, github and the CI formats):
    /// `ios/App/File.swift` when `ios/.archlint.yml` makes `ios` the project root.
    static func repositoryPath(of finding: Finding, in context: ReportContext) -> String {
        path(of: finding, from: context.repositoryRoot, in: context)
    }

    /// A relative path as a relative URI reference: every byte of its UTF-8 except unreserved
    /// characters and `/` is percent-encoded, so spaces, `%`, `#`, `?` and a `:` that could read as a
    /// scheme all stay part of the path.
    static func uriReference(forRelativePath path: String) -> String {
        var uri = ""
        for byte in segments(of: path).joined(separator: "/").utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                uri += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return uri
    }
}
