/// Facts about this build of archlint.
public enum ArchLint {
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/archlint/archlint"
}
