extension Store {
    public struct Query {}
}
