/// A problem in a YAML file (`.archlint.yml` or a rule catalog file), positioned so that an
/// editor or terminal can jump to it.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var path: String
    /// 1-based line and column (in UTF-8 bytes); 0 when the problem concerns the whole file (it
    /// cannot be read).
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public init(path: String, at mark: YAMLNode.Mark, message: String) {
        self.init(path: path, line: mark.line, column: mark.column, message: message)
    }

    /// `path:line:column: error: message`, the compiler's form, which editors' problem matchers read;
    /// a problem with the whole file is placed at its start.
    public var description: String {
        "\(path):\(max(line, 1)):\(max(column, 1)): error: \(message)"
    }
}
