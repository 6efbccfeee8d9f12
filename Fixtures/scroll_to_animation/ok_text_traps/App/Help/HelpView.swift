import SwiftUI

struct HelpView: View {
    var body: some View {
        ScrollViewReader { proxy in
            // proxy.scrollTo(1)
            /* proxy.scrollTo(2) */
            Text("proxy.scrollTo(3)")
            Text(#"proxy.scrollTo(\(4))"#)
            Text("""
                proxy.scrollTo(5)
                """)
            Text("\(#/proxy\.scrollTo\(6\)/#)")
        }
    }
}
