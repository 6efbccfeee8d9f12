import Combine

extension SyncEngine: Combine.ObservableObject {}
