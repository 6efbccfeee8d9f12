import SwiftUI
import UIKit

struct WebScreen: View {
    @Environment(\.scrollProxy) var scrollProxy
    let model: Model
    let webView: WKWebView
    let tableView: UITableView

    var body: some View {
        ScrollViewReader { _ in
            Button("a") { scrollProxy.scrollTo(1) }
            Button("b") { model.proxy.scrollTo(1) }
            Button("c") { tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false) }
            Button("d") { webView.evaluateJavaScript("window.scrollTo(0, 0)") }
            Button("e") { outlineView.scrollTo(row: 3) }
        }
    }
}

final class Model {
    var proxy: ScrollViewProxy?
}
