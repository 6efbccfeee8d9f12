import Observation

@Observable
class CartStore {
    var items: [String] = []
}

struct RowViewModel {
    let title: String
}

actor DownloadViewModel {
    var progress = 0.0
}

enum EmptyStateViewModel {
    case loading, empty
}

protocol DetailViewModel: AnyObject {}
