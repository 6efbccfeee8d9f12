import Foundation
import Combine

struct CountryDTO: Decodable, Hashable, Identifiable {
    let id: String
    let name: String
    let callingCode: String
    let flagURL: URL?
}

@MainActor
final class CountryPickerViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var selectedCountryID: String?

    private let countries: [CountryDTO] = {
        guard let url = Bundle.main.url(forResource: "countries", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try? decoder.decode([CountryDTO].self, from: data)) ?? []
    }()

    var filtered: [CountryDTO] {
        query.isEmpty ? countries : countries.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    func select(_ country: CountryDTO) {
        selectedCountryID = country.id
    }
}
