struct Allowed {
    let a: LégacyAPIClient
    let f: VeryLongRestrictedTypeName
}
