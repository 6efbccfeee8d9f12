// The entry with include_tests binds test code; the other one does not.
final class ClientTests {
    let session = URLSession(configuration: .ephemeral)
    let store = LegacyStore()
}
