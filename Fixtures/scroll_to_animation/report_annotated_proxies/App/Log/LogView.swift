import SwiftUI

struct LogView: View {
    let lines: [String]

    var body: some View {
        Button("End") { jump() }
    }

    func jump() {
        scrollProxy?.scrollTo(lines.count - 1)
        animate { scrollProxy?.scrollTo(0) }
    }

    func show(_ target: SwiftUI.ScrollViewProxy, at line: Int) {
        target.scrollTo(line)
    }

    @State private var scrollProxy: ScrollViewProxy?
}
