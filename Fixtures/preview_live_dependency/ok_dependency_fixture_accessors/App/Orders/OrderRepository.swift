final class OrderRepository {
    static let preview = OrderRepository()
    static let fixture = OrderRepository()
}

final class APIClient {
    static let mock = APIClient()
    static let preview = APIClient()
}
