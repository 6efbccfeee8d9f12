@preconcurrency import LegacySDK // the SDK has no Sendable annotations until v5
