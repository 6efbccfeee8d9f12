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
    var node: Syntax

    func load(_ user: User?, key: String, items: [Item]) -> String {
        let name = user!.name
        self.delegate!.reload()
        let url = URL(string: "https://example.com/\(key)")!
        let profile = cache[key]!
        let first = items.first { $0.isNew }!
        let inner = nested!!
        let level = options.default! + options.values?[key]!
        let `class` = user?.className
        let syntax = node.as(ExprSyntax.self)!
        let literal = node.is(ExprSyntax.self) ? node.as(IntegerLiteralExprSyntax.self)!.literal : nil
        print(`class`!, first, inner, level, url, profile, syntax, literal as Any)
        return name
    }
}

extension Optional where Wrapped == ProfileLoader {
    func reloadAll() {
        self!.delegate?.reload()
    }
}
