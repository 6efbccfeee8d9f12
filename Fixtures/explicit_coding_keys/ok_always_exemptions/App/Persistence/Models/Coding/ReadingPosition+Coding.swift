import Foundation

extension ReadingPosition {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        chapter = try container.decode(Int.self)
        offset = try container.decode(Double.self)
    }
}

extension SyncToken {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
