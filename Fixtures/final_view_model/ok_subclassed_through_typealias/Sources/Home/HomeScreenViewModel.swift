typealias HomeScreenViewModelType = StateStoreViewModel<HomeScreenState, HomeScreenAction>

@MainActor
final class HomeScreenViewModel: HomeScreenViewModelType {
    init() { super.init(initialState: HomeScreenState()) }
}

struct HomeScreenState {}
enum HomeScreenAction { case refresh }
