open class LegacyBase {}
public protocol LegacyDelegate {}
public final class LegacyClient {}
