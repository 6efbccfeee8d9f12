import Foundation

final class LegacyProfileViewModel {
    var cachedName: String?
}
