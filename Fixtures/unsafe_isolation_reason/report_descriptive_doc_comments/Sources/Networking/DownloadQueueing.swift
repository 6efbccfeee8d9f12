/**
 Keeps track of downloads in flight.
 - Note: queuing is done by the caller.
 */
final class DownloadTracker: @unchecked Sendable {
    var inFlight: Set<String> = []
}
