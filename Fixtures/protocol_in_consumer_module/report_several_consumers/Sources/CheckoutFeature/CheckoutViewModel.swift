import Analytics

@MainActor
public final class CheckoutViewModel {
    private weak var tracker: (any AnalyticsTracking)?

    public init(tracker: any AnalyticsTracking) { self.tracker = tracker }

    public func didPay() { tracker?.track("checkout.paid", properties: [:]) }
}
