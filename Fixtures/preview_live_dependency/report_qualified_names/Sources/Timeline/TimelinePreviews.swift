import SwiftUI
import Networking

#Preview {
    TimelineView(service: Networking.TimelineService.shared)
}

#Preview("Custom session") {
    TimelineView(session: Foundation.URLSession.init(configuration: .default))
}
