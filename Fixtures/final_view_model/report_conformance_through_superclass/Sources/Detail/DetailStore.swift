@MainActor
class DetailStore: BaseStore {
    var title = ""
}
