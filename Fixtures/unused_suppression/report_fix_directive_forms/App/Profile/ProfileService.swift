import Foundation

final class ProfileService {
    // archlint:disable:next init_injection
    private let decoder = JSONDecoder()

    func load() -> String {
		let formatter = DateFormatter() // archlint:disable:this init_injection
		return formatter.string(from: Date())
    }

    /* archlint:disable:this credentials_in_defaults */ func save() {}

    // Parsed by hand. archlint:disable:next explicit_coding_keys
    func parse() {}
}

// archlint:disable inheritance_depth
class LegacyView {}
// archlint:enable inheritance_depth
