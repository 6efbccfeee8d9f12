final class Wiring {
    let analytics = AnalyticsClient()
}
