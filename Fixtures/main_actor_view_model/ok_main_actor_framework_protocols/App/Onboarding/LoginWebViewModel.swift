import UIKit
import WebKit

// WebKit's and UIKit's delegate and data-source protocols are @MainActor in the SDK: adopting one in the
// declaration isolates the class.
final class LoginWebViewModel: NSObject, ObservableObject, WKNavigationDelegate,
    WKUIDelegate {
    @Published var isLoading = false
}

final class CountryListViewModel: NSObject, UITableViewDataSource {
    var countries: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { countries.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
