import Foundation

struct Bookmark: Codable, Hashable {
    let url: URL
    let title: String

    enum CodingKeys: String, CodingKey {
        case url = "u"
        case title = "t"
    }
}

struct ReadingPosition: Codable {
    let chapter: Int
    let offset: Double
}

struct SyncToken: Codable {
    let value: String
}

struct SortOrder: RawRepresentable, Codable {
    let rawValue: String
}

struct LibraryFilters: Codable {
    let rawValue: Int
}

extension LibraryFilters: OptionSet {
    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    static let downloaded = LibraryFilters(rawValue: 1 << 0)
    static let unread = LibraryFilters(rawValue: 1 << 1)
}

struct ReaderFeatures: OptionSet, Codable {
    let rawValue: UInt8
    static let hyphenation = ReaderFeatures(rawValue: 1)
}

@Codable
struct Highlight: Codable {
    let text: String
    let color: String
}

enum ReaderTheme: String, Codable {
    case light, sepia, dark
}

protocol Persisted: Codable {
    var storageKey: String { get }
}

actor DownloadJournal: Codable {
    let entries: [String]
}

/// Only static and computed members: nothing to map.
struct ReaderDefaults: Codable {
    static let fontSize = 17.0
    var isLargeText: Bool { ReaderDefaults.fontSize > 20 }
}

/// Not Codable.
final class ReaderSession {
    var position: ReadingPosition?
}
