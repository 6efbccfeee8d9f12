import Foundation

enum DeclarationMatcher {
    static let classDecl = /class\s+(\w+)\s*:\s*ScreenRenderer/
    static let extended = #/
        final \s+ class \s+ (?<name>\w+) \s* : \s* ScreenRenderer   # class RegexRenderer: ScreenRenderer
    /#

    static func names(in source: String) -> [String] {
        source.matches(of: classDecl).map { String($0.output.1) }
    }
}
