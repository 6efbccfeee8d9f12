// archlint:disable:next restricted_type
final class ScreenController:
    LegacyBase,
    LegacyDelegate {
    let client: LegacyClient
    // The first reference to LegacyBase was suppressed: the file has no finding for it.
    let base: LegacyBase? = nil
}
