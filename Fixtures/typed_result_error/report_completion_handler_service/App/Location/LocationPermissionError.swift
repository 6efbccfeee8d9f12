enum LocationPermissionError: Error {
    case servicesDisabled
    case denied
}
