class StoreListViewModel: BaseViewModel {
    var page = 0
}

final class FilteredStoreListViewModel: StoreListViewModel {
    var category = ""
}
