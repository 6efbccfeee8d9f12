public struct Player {
    public typealias Id = Int
}
