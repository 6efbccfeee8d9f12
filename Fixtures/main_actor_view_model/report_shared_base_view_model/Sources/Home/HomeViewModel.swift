final class HomeViewModel: BaseViewModel {
    var stores: [String] = []
}
