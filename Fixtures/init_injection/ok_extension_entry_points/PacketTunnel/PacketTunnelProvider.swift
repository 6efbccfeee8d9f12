import NetworkExtension

final class PacketTunnelProvider: NEPacketTunnelProvider {
    private let configurationStorage = TunnelConfigurationStorage()

    override func startTunnel(options: [String: NSObject]?) async throws {
        let settings = try configurationStorage.load()
        try await setTunnelNetworkSettings(settings)
        VPNStatusManager.shared.markConnected()
    }
}

final class TunnelConfigurationStorage {
    func load() throws -> NEPacketTunnelNetworkSettings {
        NEPacketTunnelNetworkSettings(tunnelRemoteAddress: "10.0.0.1")
    }
}

final class VPNStatusManager {
    static let shared = VPNStatusManager()
    func markConnected() {}
}
