import UIKit

final class ContactsDataSource: BaseDataSource {
    func load(_ contacts: [Contact]) {
        rows = contacts.map(\.fullName)
    }
}

struct Contact {
    let fullName: String
}
