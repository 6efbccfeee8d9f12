import Foundation

extension Notification.Name {
    static let uploadProgressed = Notification.Name("UploadProgressed")
}
