import Security

public enum Accessibility {
    case always
    var rawValue: CFString {
        switch self {
        case .always: return kSecAttrAccessibleAlways
        }
    }
}
