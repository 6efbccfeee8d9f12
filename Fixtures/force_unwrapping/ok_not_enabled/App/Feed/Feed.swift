struct Feed {
    var items: [String]?
    var count: Int { items!.count }
}
