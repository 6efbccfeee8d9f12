import CarPlay

final class CarPlayTemplateHandler: UIResponder, CPTemplateApplicationSceneDelegate {
    private let nowPlaying = NowPlayingManager()

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {
        nowPlaying.start()
        PlaybackQueueService.shared.restore()
    }
}
