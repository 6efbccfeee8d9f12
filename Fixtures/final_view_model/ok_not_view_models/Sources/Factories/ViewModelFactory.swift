final class Container {}

class ViewModelFactory {
    let container: Container
    init(container: Container) { self.container = container }
}

class RowViewModels {
    var all: [String] = []
}

class ViewModelRegistry: NSObject {}
