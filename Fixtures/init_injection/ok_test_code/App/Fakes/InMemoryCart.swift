final class InMemoryCart {
    let backing = CartService()
}
