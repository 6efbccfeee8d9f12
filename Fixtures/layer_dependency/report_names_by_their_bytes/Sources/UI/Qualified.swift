import PersistenceFoundationKit

struct Qualified {
    // Outer.Inner where Inner is declared in an extension of Outer in another file: one reference, at Outer.
    let query: DataStoreNamespaceWithALongName.QueryDescriptorWithALongName
    // Module.Type, the module's name past 15 bytes: one reference, at the type.
    let menu: PersistenceFoundationKit.CaféMenüEintragMitLangemNamen
}
