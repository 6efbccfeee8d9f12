struct Feed {
    var items: [String]?
}
