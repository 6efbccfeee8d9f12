import Foundation

enum Quotes {
    static let quote = #"""#

    static func first(_ values: [String]?) -> String {
        values!.first!
    }

    static let doubled = #""""#
    static let wrapped = #"""quoted""#

    static func last(_ values: [String]?) -> String {
        values!.last!
    }

    static let block = #"""
        a "# inside "" of a multi-line raw string! value!
        """#
}
