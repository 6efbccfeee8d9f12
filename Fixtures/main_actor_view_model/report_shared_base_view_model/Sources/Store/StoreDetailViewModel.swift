final class StoreDetailViewModel: BaseViewModel {
    var storeID = 0
}
