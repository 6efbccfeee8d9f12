import UIKit
import SwiftUI

// UIKit classes are main-actor: subclasses that are also view models are isolated.
final class ProfileViewController: UIViewController, ObservableObject {
    @Published var isEditing = false
}

final class AvatarCell: UICollectionViewCell, ObservableObject {
    @Published var imageURL: URL?
}

final class SettingsRowCell: UITableViewCell, ObservableObject {
    @Published var isOn = false
}

final class ProfileHeaderView: UITableViewHeaderFooterView, ObservableObject {
    @Published var title = ""
}

final class ProfileHostingViewModel: UIHostingController<AnyView> {}

final class FollowButtonViewModel: UIButton {}

final class RatingControlViewModel: UIControl {}

final class NavigationBarViewModel: UINavigationBar {}

final class CaptionLabelViewModel: UILabel {}

final class AppWindowViewModel: UIWindow {}

final class ResponderViewModel: UIResponder, ObservableObject {}

final class SplitControllerViewModel: UIKit.UISplitViewController {}
