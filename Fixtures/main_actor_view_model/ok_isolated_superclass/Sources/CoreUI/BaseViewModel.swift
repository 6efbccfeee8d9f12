import Foundation
import Combine

@MainActor
open class BaseViewModel: ObservableObject {
    @Published public var isLoading = false
    public init() {}
}

open class ListViewModel<Item: Identifiable>: BaseViewModel {
    @Published public var items: [Item] = []
}
