import CFNetwork
import Foundation

// Apple C functions named like dependencies (rules.md shared definitions, rev 7): calls, not constructions.
final class HostResolver {
    private var host: CFHost?

    func start(name: String) {
        let host = CFHostCreateWithName(nil, name as CFString).takeRetainedValue()
        var context = CFHostClientContext()
        CFHostSetClient(host, { _, _, _, _ in }, &context)
        CFHostScheduleWithRunLoop(host, CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue)
        self.host = host
    }

    func watch(_ stream: CFReadStream) {
        var context = CFStreamClientContext()
        CFReadStreamSetClient(stream, 0, nil, &context)
        _ = SecTrustEvaluateWithErrorClient(nil)
        _ = CVDisplayLinkOutputManager()
        _ = VTSessionStorage()
        _ = AudioServicesPropertyManager()
        _ = AudioQueueBufferManager()
    }
}
