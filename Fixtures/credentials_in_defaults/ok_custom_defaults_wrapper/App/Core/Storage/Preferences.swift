import Foundation

enum Preferences {
    @UserDefault(key: "prefs.theme", defaultValue: "system")
    static var theme: String

    @UserDefault(key: "prefs.fontScale", defaultValue: 1.0)
    static var fontScale: Double

    @UserDefault(key: "prefs.lastOpenedTab", defaultValue: 0)
    static var lastOpenedTab: Int
}
