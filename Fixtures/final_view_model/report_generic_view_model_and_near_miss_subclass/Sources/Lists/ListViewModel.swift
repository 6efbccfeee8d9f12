@MainActor
class ListViewModel<Item: Identifiable> {
    var items: [Item] = []
}

@MainActor
class SectionedViewModel {
    var sections: [String] = []
}
