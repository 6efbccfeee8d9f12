import SwiftUI

// struct HelpView_Previews: PreviewProvider {}
struct HelpView: View {
    let text = "struct X: PreviewProvider"
    let pattern = /:\s*PreviewProvider/

    var body: some View { Text(text) }
}

/* extension HelpView: PreviewProvider {} */
struct HelpView_Previews: PreviewProvider {
    static var previews: some View { HelpView() }
}
