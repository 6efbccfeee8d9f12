import UIKit
import AVKit

class BasePlayerViewController: AVPlayerViewController {
    func configureAudioSession() {}
}
