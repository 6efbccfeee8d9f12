import Foundation

struct VideoDTO: Decodable, Identifiable {
    let id: String
    let streamURL: URL
    let durationMS: Int

    private enum WireKeys: String, CodingKey {
        case id
        case streamUrl
        case durationMs
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: WireKeys.self)
        id = try container.decode(String.self, forKey: .id)
        streamURL = try container.decode(URL.self, forKey: .streamUrl)
        durationMS = try container.decode(Int.self, forKey: .durationMs)
    }
}

struct CaptionTrackDTO: Decodable {
    let languageISO: String
    let trackURL: URL
}

struct ChapterDTO: Codable {
    let title: String
    let startMS: Int
}
