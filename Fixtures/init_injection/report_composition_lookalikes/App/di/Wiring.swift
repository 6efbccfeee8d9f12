// Folder names compare case-sensitively: "di" is not "DI".
final class Wiring {
    let analytics = AnalyticsClient()
}
