import Combine

// An extension of a project actor, in another file and module-qualified.
extension DownloadQueue: Combine.ObservableObject {}
