import CoreLocation
import UserNotifications

final class PushNotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    private let inbox = InboxService()

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse
    ) async {
        let threadID = response.notification.request.content.threadIdentifier
        await inbox.open(threadID: threadID)
        BadgeManager.shared.decrement()
    }
}

final class VisitObserver: NSObject, CLLocationManagerDelegate {
    private let geocoder = ReverseGeocodingService()

    func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {
        geocoder.resolve(visit.coordinate)
    }
}

final class InboxService {
    func open(threadID: String) async {}
}

final class BadgeManager {
    static let shared = BadgeManager()
    func decrement() {}
}

final class ReverseGeocodingService {
    func resolve(_ coordinate: CLLocationCoordinate2D) {}
}
