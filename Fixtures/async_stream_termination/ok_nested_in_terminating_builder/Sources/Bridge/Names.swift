import Foundation

extension Notification.Name {
    static let doorbellRang = Notification.Name("DoorbellRang")
}
