extension DataStoreNamespaceWithALongName {
    public struct QueryDescriptorWithALongName {}
}
