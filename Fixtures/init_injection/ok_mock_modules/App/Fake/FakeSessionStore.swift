final class FakeSessionStore {
    let storage = KeychainStorage()
}
