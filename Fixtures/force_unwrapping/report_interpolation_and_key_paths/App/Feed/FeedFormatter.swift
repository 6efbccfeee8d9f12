import Foundation

struct FeedFormatter {
    func title(_ name: String?, count: Int?, tags: [String]?) -> String {
        let single = "Hello \(name!)"
        let multi = """
            \(count!) new posts
            by \(name!.uppercased())
            """
        let raw = #"tags: \#(tags!.joined(separator: ", "))"#
        let nested = "\(tags.map { "\($0!.count)" } ?? "none")"
        return single + multi + raw + nested
    }

    func paths() -> [AnyKeyPath] {
        [\Feed.[id: 0]!.title, \Feed.latest!, \.[keyPath: 1]!]
    }

    func optionalRoots(_ feeds: [Feed?]) -> [String] {
        let root: KeyPath<Feed?, Feed> = \.!
        let latest = feeds.compactMap { $0 }.map(\.latest!.title)
        return feeds.map(\Feed?.!.title) + latest + feeds.map(root.appending(path: \.title))
    }
}
