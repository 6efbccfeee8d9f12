/// Questions several rules ask of the project index.
extension ProjectIndex {
    /// Whether one of `names` (a type's inherited names) is in `targets`, directly or through the
    /// project classes and protocols they name, their extensions included. Walks with a visited
    /// set, so cycles and long chains neither hang nor overflow.
    public func inheritanceReaches(from names: [String], anyOf targets: Set<String>) -> Bool {
        var pending = names
        var visited = Set<String>()
        while let name = pending.popLast() {
            if targets.contains(name) { return true }
            guard visited.insert(name).inserted,
                  let reference = types[name]?.first(where: { self[$0].kind == .class || self[$0].kind == .protocol })
            else { continue }
            pending += conformances(of: reference)
        }
        return false
    }
}
