import Foundation

struct FAQEntryDTO: Decodable, Identifiable {
    let id: Int
    let question: String
    let answerHTML: String
    let articleURL: URL?
}

extension FAQEntryDTO {
    /// Offline copy shipped with the app.
    static let bundled: [FAQEntryDTO] = {
        guard let url = Bundle.main.url(forResource: "faq", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try? decoder.decode([FAQEntryDTO].self, from: data)) ?? []
    }()
}
