import Foundation

// Directly adopts the @MainActor protocol.
final class InboxViewModel: ObservableObject, ViewModelType {
    enum Action { case refresh }
    @Published var unread = 0
    func send(_ action: Action) {}
}

// Through one refinement.
final class ContactsViewModel: ListViewModelType {
    enum Action { case delete(Int) }
    var rowCount: Int { 0 }
    func send(_ action: Action) {}
}

// Through two refinements, with the protocol second in the inheritance clause.
final class ArchiveViewModel: ObservableObject, PagedListViewModelType {
    enum Action { case open(Int) }
    var rowCount: Int { 0 }
    func send(_ action: Action) {}
    func loadNextPage() async {}
}
