// Names past 15 bytes (kept outside a String's inline storage) and names with non-ASCII letters.
public struct PersistentStoreCoordinatorRecord {}
public struct Café {}
public struct CaféMenüEintragMitLangemNamen {}
public struct Configuration {}
public enum DataStoreNamespaceWithALongName {}
