import Foundation

final class ProfileViewModel {
    var name = ""
}
