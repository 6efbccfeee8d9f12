extension Formats {
    var locale: String { "en" }
}

extension Routes {
    private init(path: String) {}
}

extension Sizes: Equatable {}
