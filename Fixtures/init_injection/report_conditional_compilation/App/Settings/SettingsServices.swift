import Foundation

struct PushPreferenceStorage {
    var inMemory = false
}

struct QuietHoursLoader {}
struct ConsentStorage {}
struct PrivacyPolicyProvider {}

#if DEBUG
final class ConsoleAnalyticsService {
    func log(event: String, parameters: [String: String]) {}
}
#elseif BETA
final class TestFlightAnalyticsService {
    init(group: String) {}
    func log(event: String, parameters: [String: String]) {}
}
#else
final class FirebaseAnalyticsService {
    func log(event: String, parameters: [String: String]) {}
}
#endif
