import SwiftUI

public protocol ThemeProviding {
    var accent: Color { get }
    func merged(with other: ThemeProviding) -> ThemeProviding
}

extension ThemeProviding {
    public func merged(with other: ThemeProviding) -> ThemeProviding { other }
}

public struct DefaultTheme: ThemeProviding {
    public init() {}
    public var accent: Color { .blue }
}

extension DefaultTheme {
    public static let shared = DefaultTheme()
}
