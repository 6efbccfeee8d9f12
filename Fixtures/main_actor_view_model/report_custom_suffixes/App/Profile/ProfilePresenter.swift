import Foundation

protocol ProfileView: AnyObject {
    func show(name: String)
}

final class ProfilePresenter {
    weak var view: ProfileView?

    func viewDidLoad() {
        view?.show(name: "Ada")
    }
}

// Near-misses.
@MainActor
final class SearchPresenter {
    var query = ""
}

final class PresenterFactory {
    func makeProfilePresenter() -> ProfilePresenter { ProfilePresenter() }
}
