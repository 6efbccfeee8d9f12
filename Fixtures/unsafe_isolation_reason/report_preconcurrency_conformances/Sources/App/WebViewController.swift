import UIKit
import WebKit

final class WebViewController: UIViewController, @preconcurrency WKNavigationDelegate, @unchecked Sendable {
    private let webView = WKWebView()
}
