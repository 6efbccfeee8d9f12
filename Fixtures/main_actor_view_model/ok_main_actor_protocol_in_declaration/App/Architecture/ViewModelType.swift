import Foundation

@MainActor
protocol ViewModelType: AnyObject {
    associatedtype Action
    func send(_ action: Action)
}

protocol ListViewModelType: ViewModelType {
    var rowCount: Int { get }
}

protocol PagedListViewModelType: ListViewModelType, Sendable {
    func loadNextPage() async
}
