import SwiftUI

struct LoginScreen: View {
    let viewModel: LoginViewModel
    var body: some View { Text(viewModel.email) }
}

extension LoginViewModel: CustomStringConvertible {
    nonisolated var description: String { "LoginViewModel" }
}
