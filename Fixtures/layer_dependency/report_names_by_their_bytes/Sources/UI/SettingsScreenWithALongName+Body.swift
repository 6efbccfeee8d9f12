import PersistenceFoundationKit

// In an extension of SettingsScreenWithALongName, its nested Configuration (declared in another
// file's extension) comes before the top-level Configuration of layer Data: no finding.
extension SettingsScreenWithALongName {
    func configuration() -> Configuration { Configuration() }
}

// Outside it, Configuration is layer Data's.
struct Other {
    let configuration: Configuration
}
