import SwiftUI

struct PlayerView: View {
    var body: some View { Text("Player") }
}

@available(iOS 16.0, *)
@MainActor
struct PlayerView_Previews:
    Equatable,
    PreviewProvider
{
    static var previews: some View { PlayerView() }
}

extension PlayerView: @preconcurrency PreviewProvider {
    static var previews: some View { PlayerView() }
}
