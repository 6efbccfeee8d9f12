import Foundation

protocol Refreshable: AnyObject {
    func refresh() async
}

// Refines Refreshable; the @MainActor does not flow *down* to Refreshable.
@MainActor
protocol LoadingViewModel: Refreshable {
    var isLoading: Bool { get }
}

// @MainActor  (removed: broke the widget extension)
protocol ViewModelInput: AnyObject {
    func send(_ action: String)
}

protocol ViewModelOutput {
    @MainActor var title: String { get }
}
