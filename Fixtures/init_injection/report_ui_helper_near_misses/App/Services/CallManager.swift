import CallKit

final class CallManager: NSObject, CXProviderDelegate {
    func providerDidReset(_ provider: CXProvider) {}
}
