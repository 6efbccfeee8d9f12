public final class TimelineService {
    public static let shared = TimelineService()
}
