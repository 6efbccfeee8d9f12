import Foundation

enum Quotes {
    static let quote = #"""#
    static let doubled = #""""#
    static let wrapped = #"""quoted""#
    static let block = #"""
        a "# inside "" of a multi-line raw string! value!
        """#

    static func first(_ values: [String]?) -> String {
        values!.first!
    }
}
