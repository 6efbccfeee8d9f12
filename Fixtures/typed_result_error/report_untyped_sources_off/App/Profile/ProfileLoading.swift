protocol ProfileLoading {
    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}
