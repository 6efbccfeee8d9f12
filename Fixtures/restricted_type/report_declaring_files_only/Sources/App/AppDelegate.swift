final class AppDelegate {
    func launch() { Analytics.shared.start() }
}
