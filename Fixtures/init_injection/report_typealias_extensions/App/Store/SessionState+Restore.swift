extension SessionState {
    func restore() {
        _ = KeychainRepository()
    }
}
