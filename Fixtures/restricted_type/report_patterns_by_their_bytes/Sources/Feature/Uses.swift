struct Uses {
    // A star matches a run of bytes, also none; the pattern's other bytes match themselves.
    let a: LégacyAPIClient
    let b: LégacyClient
    let c: LegacyAPIClient
    let d: SessionÜberManager
    let e: SessionUberManager
    // Without a star, the name is exactly the pattern: not one byte longer or shorter.
    let f: VeryLongRestrictedTypeName
    let g: VeryLongRestrictedTypeNames
    let h: VeryLongRestrictedTypeNam
    let i: Shorts
}
