import Foundation

extension CaptionTrackDTO {
    private enum Wire: String, CodingKey {
        case language
        case url
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Wire.self)
        languageISO = try container.decode(String.self, forKey: .language)
        trackURL = try container.decode(URL.self, forKey: .url)
    }
}
