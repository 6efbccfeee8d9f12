// Generated using Sourcery
@preconcurrency import Combine

nonisolated class AnalyticsClientMock: @unchecked Sendable {
    nonisolated(unsafe) var trackCallsCount = 0
}
