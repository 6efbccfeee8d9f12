import CarPlay

final class CarPlayTemplateHandler: UIResponder, CPTemplateApplicationSceneDelegate {
    private let nowPlaying = NowPlayingManager()
    private var interfaceController: CPInterfaceController?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        nowPlaying.start()
    }
}

final class NowPlayingManager {
    func start() {}
}
