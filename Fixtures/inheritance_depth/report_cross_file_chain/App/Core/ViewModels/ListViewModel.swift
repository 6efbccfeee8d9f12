import Foundation

class ListViewModel<Item: Identifiable>: BaseViewModel {
    @Published var items: [Item] = []

    func replace(with newItems: [Item]) {
        items = newItems
    }
}
