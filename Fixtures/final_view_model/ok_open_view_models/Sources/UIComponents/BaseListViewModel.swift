@MainActor
open class BaseListViewModel {
    open var title: String { "" }
    public init() {}
    open func reload() async {}
}

@MainActor
open class BaseFormViewModel: NSObject {}
