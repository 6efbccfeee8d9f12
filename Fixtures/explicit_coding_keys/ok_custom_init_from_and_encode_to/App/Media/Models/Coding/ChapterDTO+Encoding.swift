import Foundation

extension ChapterDTO {
    private enum Wire: String, CodingKey {
        case title
        case startMs = "start_ms"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Wire.self)
        try container.encode(title, forKey: .title)
        try container.encode(startMS, forKey: .startMs)
    }
}
