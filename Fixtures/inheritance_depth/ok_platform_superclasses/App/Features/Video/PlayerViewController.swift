import AVKit
import WebKit
import SpriteKit
import MapKit

final class PlayerViewController: AVPlayerViewController {}
final class HelpWebView: WKWebView {}
final class ConfettiScene: SKScene {}
final class VenueAnnotationView: MKMarkerAnnotationView {}
