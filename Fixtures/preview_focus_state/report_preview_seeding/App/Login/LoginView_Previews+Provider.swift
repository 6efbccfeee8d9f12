import SwiftUI

// The conformance that makes the body above a preview context.
extension LoginView_Previews: PreviewProvider {}
