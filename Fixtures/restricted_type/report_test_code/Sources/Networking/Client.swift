struct Client {
    let session: URLSession
}
final class LegacyStore {}
