import Combine

extension InboxStore: ObservableObject {}
