import SwiftUI

struct TimelineView: View {
    var service: AnyObject? = nil
    var session: URLSession? = nil

    var body: some View { Text("Timeline") }
}
