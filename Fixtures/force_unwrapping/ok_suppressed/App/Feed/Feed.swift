struct Feed {
    var items: [String]?
    // archlint:disable:next force_unwrapping
    var count: Int { items!.count }
    var first: String { items!.first! } // archlint:disable:this force_unwrapping
}
