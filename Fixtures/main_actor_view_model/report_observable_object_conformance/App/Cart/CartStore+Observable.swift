import Combine

extension CartStore: ObservableObject {}
