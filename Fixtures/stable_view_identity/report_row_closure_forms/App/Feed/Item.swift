struct Item: Identifiable {
    let id: Int
    let name: String
}
