public struct Player {
    public typealias Id = String
}
