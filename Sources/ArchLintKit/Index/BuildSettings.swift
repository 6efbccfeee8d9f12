#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts read from `Package.swift`: each target's folder and whether its Swift settings make
/// `MainActor` the default isolation, and the package's minimum platform versions.
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

    /// A `platforms:` entry: `.iOS(.v17)` → ("iOS", 17, 0), `.macOS("10.15")` → ("macOS", 10, 15).
    public struct Platform: Sendable, Codable, Hashable {
        public var name: String
        public var major: Int
        public var minor: Int

        /// `17`, `10.15`: how the message names it.
        public var versionText: String { minor == 0 ? String(major) : "\(major).\(minor)" }
    }

    /// Folder holding `Package.swift`, relative to the project root ("" for the root).
    public var directory: String
    public var targets: [Target]
    /// Every platform `platforms:` names, each with its lowest version (a manifest with `#if`
    /// branches may name one twice); empty when the manifest has no `platforms:`.
    public var platforms: [Platform]

    init(directory: String, targets: [Target], platforms: [Platform]) {
        self.directory = directory
        self.targets = targets
        self.platforms = platforms
    }

    /// Platform names `platforms:` takes (`.macCatalyst` builds the iOS code for the Mac).
    static let platformNames: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit"]

    /// Reads the manifest's tokens; nothing is executed.
    public init(file: SourceFile, tree: DeclarationTree, directory: String) {
        self.directory = directory
        targets = []
        platforms = []
        let tokens = file.tokens
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            if tokens[index].kind == .identifier, file.isText(index, "Package"), tokens[index + 1].kind == .leftParen,
               let close = file.partner(index + 1), let value = PackageManifest.arguments(file, from: index + 2, to: close)["platforms"] {
                readPlatforms(file, tree: tree, valueAt: value)
                continue
            }
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .leftParen,
                  let close = file.partner(index + 2) else { continue }
            let call = file.text(index + 1)
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

    /// The tokens of an argument's value: the array literal at `start`, or the initial values of the
    /// `let`s of that name (`platforms: platforms`, `swiftSettings: settings`).
    static func valueRanges(_ file: SourceFile, tree: DeclarationTree, valueAt start: Int) -> [Range<Int>] {
        if file.kind(start) == .leftBracket, let close = file.partner(start) { return [start..<close] }
        guard file.kind(start) == .identifier else { return [] }
        let name = file.text(start)
        return tree.declarations.compactMap { declaration in
            guard declaration.kind == .variable, declaration.name == name, let value = declaration.initializer else { return nil }
            return Int(value.lowerBound)..<Int(value.upperBound)
        }
    }

    /// The entries of a `platforms:` value (an array literal, or a `let` naming one): `.iOS(.v17)`,
    /// `.iOS("17.0")`, `.macOS(.v10_15)`. Each platform keeps its lowest version.
    private mutating func readPlatforms(_ file: SourceFile, tree: DeclarationTree, valueAt start: Int) {
        for range in PackageManifest.valueRanges(file, tree: tree, valueAt: start) {
            for index in range where file.kind(index) == .period && file.kind(index + 1) == .identifier
                && file.kind(index + 2) == .leftParen {
                let name = file.text(index + 1)
                guard PackageManifest.platformNames.contains(name), let close = file.partner(index + 2),
                      let version = PackageManifest.version(file, from: index + 3, to: close) else { continue }
                let platform = Platform(name: name, major: version.major, minor: version.minor)
                if let known = platforms.firstIndex(where: { $0.name == name }) {
                    if (version.major, version.minor) < (platforms[known].major, platforms[known].minor) { platforms[known] = platform }
                } else {
                    platforms.append(platform)
                }
            }
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
        for range in PackageManifest.valueRanges(file, tree: tree, valueAt: start) {
            for index in range where file.isText(index, "defaultIsolation") && file.kind(index + 1) == .leftParen {
                if file.isText(index + 2, "MainActor") { return true }
            }
        }
        return false
    }

    /// `.v17` → 17.0, `.v10_15` → 10.15, `"17.0"` → 17.0: the first version in the tokens.
    static func version(_ file: SourceFile, from start: Int, to end: Int) -> (major: Int, minor: Int)? {
        for index in start..<end {
            var text = ""
            if file.kind(index) == .identifier, file.text(index).hasPrefix("v") {
                text = String(file.text(index).dropFirst()).replacingUnderscores()
            } else if file.kind(index) == .stringStart, let value = file.stringLiteralValue(index) {
                text = value
            } else {
                continue
            }
            if let version = DeploymentVersion(text) { return (version.major, version.minor) }
        }
        return nil
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "." : $0 }) }
}

/// A deployment-target value as build settings write it (`17`, `17.0`, `"16.4"`): major and minor.
public struct DeploymentVersion: Sendable, Hashable {
    public var major: Int
    public var minor: Int

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, let major = Int(first), major >= 0, parts.count <= 3 else { return nil }
        var minor = 0
        if parts.count > 1 {
            guard let value = Int(parts[1]), value >= 0 else { return nil }
            minor = value
        }
        if parts.count > 2, Int(parts[2]) == nil { return nil }
        self.major = major
        self.minor = minor
    }
}

/// What archlint reads of an Xcode build-settings file, a `project.pbxproj` or an `.xcconfig`:
/// the assignments of the settings rules ask about and the `.xcconfig` files it names. Plain
/// data, cached with the index like a Swift file's facts.
public struct BuildSettingsFile: Sendable, Hashable {
    public enum Kind: UInt8, Sendable {
        case pbxproj, xcconfig
    }

    /// `KEY = value` or `KEY[sdk=iphoneos*] = value`: the key without its condition.
    public struct Assignment: Sendable, Hashable {
        public var key: String
        public var value: String
    }

    /// Relative to the project root.
    public var path: String
    public var kind: Kind
    public var assignments: [Assignment]
    /// For a pbxproj, the `.xcconfig` paths it names (file references and Xcode 16's
    /// `baseConfigurationReferenceRelativePath`); for an xcconfig, its `#include` paths. As written.
    public var references: [String]

    static let keys = ["SWIFT_DEFAULT_ACTOR_ISOLATION", "IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET"]

    init(path: String, kind: Kind, assignments: [Assignment], references: [String]) {
        self.path = path
        self.kind = kind
        self.assignments = assignments
        self.references = references
    }

    /// Reads the file's bytes. A key counts only at the start of its line (after white space and,
    /// in a pbxproj, the quote of a conditional key), so `// KEY = 1` and `RECOMMENDED_KEY` do not.
    public init(bytes: [UInt8], path: String) {
        self.path = path
        kind = path.hasSuffix(".pbxproj") ? .pbxproj : .xcconfig
        assignments = []
        references = []
        for key in Self.keys {
            let keyBytes = Array(key.utf8)
            var index = 0
            // A byte-by-byte loop here cost 5 % of an editor run on a large project file.
            while let found = Self.find(keyBytes, in: bytes, from: index) {
                index = found + keyBytes.count
                guard Self.startsLine(bytes, at: found), let value = Self.value(bytes, afterKeyEndingAt: index) else { continue }
                assignments.append(Assignment(key: key, value: value.text))
                index = value.end
            }
        }
        if kind == .pbxproj {
            for key in ["path", "name", "baseConfigurationReferenceRelativePath"] {
                let pattern = Array((key + " = ").utf8)
                var index = 0
                while let found = Self.find(pattern, in: bytes, from: index) {
                    index = found + pattern.count
                    guard found == 0 || !isIdentifierContinue(bytes[found - 1]), Self.valueNamesXCConfig(bytes, from: index),
                          let value = Self.value(bytes, from: index), value.text.hasSuffix(".xcconfig"),
                          !references.contains(value.text) else { continue }
                    references.append(value.text)
                }
            }
        } else {
            let directive = Array("#include".utf8)
            var index = 0
            while let found = Self.find(directive, in: bytes, from: index) {
                index = found + directive.count
                guard Self.startsLine(bytes, at: found) else { continue }
                var cursor = index
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "?") { cursor += 1 }
                while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { continue }
                var end = cursor + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), !isLineBreak(bytes[end]) { end += 1 }
                references.append(String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self))
            }
        }
    }

    /// Only white space (and a pbxproj's opening quote) between the line's start and `offset`.
    private static func startsLine(_ bytes: [UInt8], at offset: Int) -> Bool {
        var cursor = offset - 1
        if cursor >= 0, bytes[cursor] == UInt8(ascii: "\"") { cursor -= 1 }
        while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
        return cursor < 0 || isLineBreak(bytes[cursor])
    }

    /// After a key: any `[condition]`s and a closing quote, `=`, then the value.
    private static func value(_ bytes: [UInt8], afterKeyEndingAt start: Int) -> (text: String, end: Int)? {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") {
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]"), !isLineBreak(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "]") else { return nil }
            cursor += 1
        }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { return nil }
        return value(bytes, from: cursor + 1)
    }

    /// The value from `start` to `;`, a `//` comment or the line's end, quotes and white space removed.
    private static func value(_ bytes: [UInt8], from start: Int) -> (text: String, end: Int)? {
        let end = valueEnd(bytes, from: start)
        let raw = String(decoding: bytes[start..<end], as: UTF8.self)
        return (raw.filter { $0 != "\"" }.trimmingWhitespace(), end)
    }

    /// Where the value from `start` ends: at `;`, a `//` comment or the line's end.
    private static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ";"), !isLineBreak(bytes[end]),
              !(bytes[end] == UInt8(ascii: "/") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "/")) {
            end += 1
        }
        return end
    }

    /// Whether the value from `start` ends in `.xcconfig` (quotes and trailing white space left out),
    /// decided on the bytes: a pbxproj names thousands of paths, and making a String of each cost
    /// more than the rest of indexing its project.
    private static func valueNamesXCConfig(_ bytes: [UInt8], from start: Int) -> Bool {
        let end = valueEnd(bytes, from: start)
        let suffix = Array(".xcconfig".utf8)
        var matched = suffix.count
        var cursor = end - 1
        while cursor >= start, matched > 0 {
            let byte = bytes[cursor]
            cursor -= 1
            // Past trailing white space (any non-ASCII byte too: this only turns values away, and the
            // value's text decides after it).
            if byte == UInt8(ascii: "\"") || matched == suffix.count && (byte <= 0x20 || byte >= 0x80) { continue }
            guard byte == suffix[matched - 1] else { return false }
            matched -= 1
        }
        return matched == 0
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

    public func values(of key: String) -> [String] { assignments.filter { $0.key == key }.map(\.value) }
}

/// An Xcode project (`*.xcodeproj`) joined with the `.xcconfig` files its pbxproj names (and
/// those they include): `SWIFT_DEFAULT_ACTOR_ISOLATION` of the pbxproj, and every deployment
/// target assigned in either.
public struct XcodeProjectSettings: Sendable, Hashable {
    /// Folder holding the `.xcodeproj` bundle, relative to the project root.
    public var directory: String
    /// The bundle's file name (`App.xcodeproj`), for messages.
    public var bundleName: String
    /// Values of the pbxproj's `SWIFT_DEFAULT_ACTOR_ISOLATION` assignments.
    public var assignments: [String]
    /// Values of every `IPHONEOS_DEPLOYMENT_TARGET` / `MACOSX_DEPLOYMENT_TARGET` assignment.
    public var iOSDeploymentTargets: [String]
    public var macOSDeploymentTargets: [String]

    /// `pbxproj` is a `project.pbxproj`'s facts; `xcconfigs` every `.xcconfig` of the project by path.
    init(pbxproj: BuildSettingsFile, xcconfigs: [String: BuildSettingsFile], xcconfigPaths: [String]) {
        let components = pbxproj.path.split(separator: "/")
        let directory = components.dropLast(2).joined(separator: "/")
        self.directory = directory
        bundleName = components.count >= 2 ? String(components[components.count - 2]) : pbxproj.path
        assignments = pbxproj.values(of: "SWIFT_DEFAULT_ACTOR_ISOLATION")
        var files = [pbxproj]
        var visited = Set<String>()
        var pending = pbxproj.references.flatMap { Self.resolve($0, under: directory, among: xcconfigPaths) }
        // Includes followed with a visited set: cycles and long chains end.
        while let path = pending.popLast() {
            guard visited.insert(path).inserted, let file = xcconfigs[path] else { continue }
            files.append(file)
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            for include in file.references {
                pending.append(PackageManifest.normalized(PackageManifest.join(folder, include)))
            }
        }
        iOSDeploymentTargets = files.flatMap { $0.values(of: "IPHONEOS_DEPLOYMENT_TARGET") }
        macOSDeploymentTargets = files.flatMap { $0.values(of: "MACOSX_DEPLOYMENT_TARGET") }
    }

    /// The listed `.xcconfig` files a pbxproj reference can mean: those whose path ends with it
    /// (group folders are not resolved), preferring the ones below the project's folder.
    private static func resolve(_ reference: String, under directory: String, among paths: [String]) -> [String] {
        let tail = PackageManifest.normalized(reference.split(separator: "/").filter { $0 != ".." }.joined(separator: "/"))
        guard !tail.isEmpty else { return [] }
        let matches = paths.filter { $0 == tail || $0.hasSuffix("/" + tail) }
        let below = matches.filter { directory.isEmpty || $0.hasPrefix(directory + "/") }
        return below.isEmpty ? matches : below
    }

    public var isMainActor: Bool { !assignments.isEmpty && assignments.allSatisfy { $0 == "MainActor" } }
}
