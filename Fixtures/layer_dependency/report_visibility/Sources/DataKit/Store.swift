public struct Store {}
public struct Cache {}
private struct Helper {}
