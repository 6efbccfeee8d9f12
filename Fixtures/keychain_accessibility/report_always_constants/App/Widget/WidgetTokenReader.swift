import Foundation

struct WidgetTokenReader {
    let store = LegacyKeychainStore(service: "com.example.widget")

    func prepare() {
        // The widget reads the token while the phone is locked, hence Always.
        _ = store.save(Data(), account: "widget", accessibility: Security.kSecAttrAccessibleAlwaysThisDeviceOnly)
    }
}
