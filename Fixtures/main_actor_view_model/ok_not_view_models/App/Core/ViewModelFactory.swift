import Foundation
import Observation

// The name must END with ViewModel: these do not.
final class ViewModelFactory {
    static let shared = ViewModelFactory()

    func makeProfileViewModel() -> ProfileViewModel { ProfileViewModel(name: "") }
}

final class ProfileViewModelBuilder {
    var name = ""
}

final class ViewModels {
    var registered: [String] = []
}

final class ViewModelling {}

// @Observable without the suffix is not a view model.
@Observable
final class SessionModel {
    var userID: String?
}

// Not classes.
protocol SettingsViewModel: AnyObject {
    var isDarkMode: Bool { get }
}

protocol ProfileViewModelDelegate: AnyObject {
    func profileDidChange()
}

struct ProfileViewModel {
    var name: String
}

enum OnboardingViewModel {
    case welcome, permissions
}

typealias LegacyProfileViewModel = ProfileViewModel

final class PreferencesService {
    class var defaultViewModel: String { "PreferencesViewModel" }
    class func makeViewModel() -> ProfileViewModel { ProfileViewModel(name: "") }
}

extension ProfileViewModel: Equatable {}
