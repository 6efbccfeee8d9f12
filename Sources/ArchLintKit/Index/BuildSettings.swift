#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts read from `Package.swift`: each target's folder and whether its Swift settings make
/// `MainActor` the default isolation, and the minimum iOS version.
public struct PackageManifest: Sendable, Codable, Hashable {
    public struct Target: Sendable, Codable, Hashable {
        public var name: String
        /// Folder relative to the project root: its `path:`, else `Sources/<name>` (`Tests/<name>` for
        /// a test target), where `Source`, `src` and `srcs` stand for `Sources` too (`ProjectIndex.packageTarget`).
        public var path: String
        public var defaultIsolationMainActor: Bool
        /// The folder came from `path:` (no other source folder is tried).
        public var hasExplicitPath: Bool = false
        /// A `.testTarget`.
        public var isTest: Bool = false
    }

    /// Folder holding `Package.swift`, relative to the project root ("" for the root).
    public var directory: String
    public var targets: [Target]
    /// `.iOS(.v17)` → 17; nil when the manifest names no iOS platform.
    public var minimumIOS: Int?

    init(directory: String, targets: [Target], minimumIOS: Int?) {
        self.directory = directory
        self.targets = targets
        self.minimumIOS = minimumIOS
    }

    /// Reads the manifest's tokens; nothing is executed.
    public init(file: SourceFile, tree: DeclarationTree, directory: String) {
        self.directory = directory
        targets = []
        minimumIOS = nil
        let tokens = file.tokens
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .leftParen,
                  let close = file.partner(index + 2) else { continue }
            let call = file.text(index + 1)
            if call == "iOS", minimumIOS == nil {
                minimumIOS = PackageManifest.version(file, from: index + 3, to: close)
            }
            guard ["target", "executableTarget", "testTarget", "macro", "plugin"].contains(call) else { continue }
            let arguments = PackageManifest.arguments(file, from: index + 3, to: close)
            guard let nameIndex = arguments["name"], let name = file.stringLiteralValue(nameIndex) else { continue }
            var path = (call == "testTarget" ? "Tests/" : (call == "plugin" ? "Plugins/" : "Sources/")) + name
            var explicit = false
            if let pathIndex = arguments["path"], let value = file.stringLiteralValue(pathIndex) {
                path = value
                explicit = true
            }
            var isolated = false
            if let settings = arguments["swiftSettings"] {
                isolated = PackageManifest.setsMainActorIsolation(file, tree: tree, valueAt: settings, limit: close)
            }
            let fullPath = PackageManifest.join(directory, PackageManifest.normalized(path))
            targets.append(Target(name: name, path: fullPath, defaultIsolationMainActor: isolated, hasExplicitPath: explicit,
                                  isTest: call == "testTarget"))
            index = close
        }
    }

    static func join(_ directory: String, _ path: String) -> String {
        directory.isEmpty ? path : (path.isEmpty ? directory : directory + "/" + path)
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// Labelled arguments of a call: label → index of the value's first token.
    static func arguments(_ file: SourceFile, from start: Int, to end: Int) -> [String: Int] {
        var labels: [String: Int] = [:]
        var index = start
        var atArgumentStart = true
        while index < end {
            if atArgumentStart, file.kind(index) == .identifier, file.kind(index + 1) == .colon {
                labels[file.text(index)] = index + 2
            }
            atArgumentStart = file.kind(index) == .comma
            index = file.indexAfterGroup(index)
        }
        return labels
    }

    /// Whether the settings value (an array literal, or a `let` naming one) holds
    /// `.defaultIsolation(MainActor.self)`.
    static func setsMainActorIsolation(_ file: SourceFile, tree: DeclarationTree, valueAt start: Int, limit: Int) -> Bool {
        var ranges: [Range<Int>] = []
        if file.kind(start) == .leftBracket, let close = file.partner(start) {
            ranges.append(start..<close)
        } else if file.kind(start) == .identifier {
            let name = file.text(start)
            for declaration in tree.declarations where declaration.kind == .variable && declaration.name == name {
                if let value = declaration.initializer { ranges.append(Int(value.lowerBound)..<Int(value.upperBound)) }
            }
        }
        for range in ranges {
            for index in range where file.isText(index, "defaultIsolation") && file.kind(index + 1) == .leftParen {
                if file.isText(index + 2, "MainActor") { return true }
            }
        }
        return false
    }

    static func version(_ file: SourceFile, from start: Int, to end: Int) -> Int? {
        for index in start..<end {
            let text = file.text(index)
            if file.kind(index) == .identifier, text.hasPrefix("v"), let major = Int(text.dropFirst().split(separator: "_").first ?? "") {
                return major
            }
            if file.kind(index) == .stringStart, let value = file.stringLiteralValue(index),
               let major = Int(value.split(separator: ".").first ?? "") {
                return major
            }
        }
        return nil
    }
}

/// `SWIFT_DEFAULT_ACTOR_ISOLATION` of an Xcode project: MainActor only when every assignment says so.
public struct XcodeProjectSettings: Sendable, Codable, Hashable {
    /// Folder holding the `.xcodeproj` bundle, relative to the project root.
    public var directory: String
    public var assignments: [String]

    public init(pbxproj bytes: [UInt8], directory: String) {
        self.directory = directory
        assignments = []
        let key = Array("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8)
        var index = 0
        // A byte-by-byte loop here cost 5 % of an editor run on a large project file.
        while let found = Self.find(key, in: bytes, from: index) {
            index = found
            var cursor = index + key.count
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else {
                index = cursor
                continue
            }
            cursor += 1
            var valueEnd = cursor
            while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: ";"), !isLineBreak(bytes[valueEnd]) { valueEnd += 1 }
            let raw = String(decoding: bytes[cursor..<valueEnd], as: UTF8.self)
            assignments.append(raw.filter { $0 != "\"" }.trimmingWhitespace())
            index = valueEnd
        }
    }

    /// The offset of the next `key` in `bytes` at or after `start`: `memchr` to each candidate first byte.
    private static func find(_ key: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBytes { haystack in
            key.withUnsafeBytes { needle in
                var position = start
                while position + needle.count <= haystack.count {
                    guard let hit = memchr(haystack.baseAddress! + position, Int32(needle[0]), haystack.count - position) else { return nil }
                    let offset = haystack.baseAddress!.distance(to: UnsafeRawPointer(hit))
                    if offset + needle.count <= haystack.count, memcmp(hit, needle.baseAddress!, needle.count) == 0 { return offset }
                    position = offset + 1
                }
                return nil
            }
        }
    }

    public var isMainActor: Bool { !assignments.isEmpty && assignments.allSatisfy { $0 == "MainActor" } }
}
