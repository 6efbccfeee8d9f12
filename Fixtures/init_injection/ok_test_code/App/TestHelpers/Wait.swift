struct AsyncWaiter {
    let service = CartService()
}
