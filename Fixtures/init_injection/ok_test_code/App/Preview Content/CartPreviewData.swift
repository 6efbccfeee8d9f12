struct CartPreviewData {
    let service = CartService()
}
