import Security

func addItem() -> OSStatus {
    SecItemAdd([kSecClass: kSecClassGenericPassword] as CFDictionary, nil)
}
