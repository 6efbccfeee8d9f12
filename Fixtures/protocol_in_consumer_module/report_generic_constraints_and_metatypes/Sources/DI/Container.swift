public final class Container {
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    public init() {}

    public func register<Service>(_ type: Service.Type, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    public func hasPersistence() -> Bool {
        factories[ObjectIdentifier((any Persisting).self)] != nil
    }
}

public struct DraftSaver<Store: Persisting> where Store.Value == String {
    public let store: Store
}
