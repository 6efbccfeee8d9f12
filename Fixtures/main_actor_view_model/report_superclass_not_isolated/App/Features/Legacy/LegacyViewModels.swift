import Foundation

class LegacyViewModel: NSObject {
    @objc dynamic var title = ""
}

final class ReachabilityViewModel: NSObject, ObservableObject {
    @Published var isOnline = true
}
