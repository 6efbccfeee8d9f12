import Combine

// An extension of the alias is an extension of Inbox.Model: it becomes an ObservableObject.
extension InboxState: ObservableObject {}
