final class Analytics {
    static let shared = Analytics()
}
