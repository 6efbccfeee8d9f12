import XCTest

enum LaunchArguments {
    static func seed(app: XCUIApplication, password: String) {
        UserDefaults.standard.set(password, forKey: "uitest.login")
        app.launchArguments += ["-uitest.login", password]
    }
}
