public enum Store {
    public struct Snapshot {}
}
public struct Record {}
public struct Entry {}
