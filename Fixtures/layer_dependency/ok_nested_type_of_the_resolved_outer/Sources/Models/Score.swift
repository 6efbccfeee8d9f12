// `Player` resolves to this target's own Player, so `Player.Id` is its nested type, not the other target's.
public struct Score {
    public let playerId: Player.Id
}
