import Foundation

protocol StatusesFetcher {}

final class HomeFetcher: StatusesFetcher {
    init(client: Client? = nil) {}
}

final class LocalFetcher: StatusesFetcher {}

final class Client {}

enum Tab {
    case home
    case local
}
