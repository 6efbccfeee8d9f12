import Foundation

/// Drafts are persisted to disk as JSON.
struct Draft: Codable, Identifiable {
    let id: UUID
    var text: String
    var attachments: [URL]
}

final class CachedImageRecord: Codable {
    let key: String
    let size: Int

    init(key: String, size: Int) {
        self.key = key
        self.size = size
    }
}

/// No stored properties: nothing to map.
struct EmptyAcknowledgement: Codable {}

/// Only static and computed members.
struct MeasurementUnits: Codable {
    static let metricIdentifier = "metric"
    var isMetric: Bool { Locale.current.measurementSystem == .metric }
}

/// Not Codable.
struct DraftFilter: Hashable {
    var query: String
}
