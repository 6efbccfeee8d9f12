import Foundation

struct Options {
    var `default`: Int?
    var values: [String: Int]?
}

final class ProfileLoader {
    var delegate: ProfileDelegate?
    var cache: [String: Profile] = [:]
    var options = Options()
    var nested: Int??

    func load(_ user: User?, key: String, items: [Item]) -> String {
        let name = user!.name
        self.delegate!.reload()
        let url = URL(string: "https://example.com/\(key)")!
        let profile = cache[key]!
        let first = items.first { $0.isNew }!
        let inner = nested!!
        let level = options.default! + options.values?[key]!
        let `class` = user?.className
        print(`class`!, first, inner, level, url, profile)
        return name
    }
}

extension Optional where Wrapped == ProfileLoader {
    func reloadAll() {
        self!.delegate?.reload()
    }
}
