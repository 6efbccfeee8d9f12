/// A problem in a YAML file (`.archlint.yml` or a rule catalog file), positioned so that an
/// editor or terminal can jump to it.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var path: String
    /// 1-based line and column (in Unicode scalars); 0 when the problem concerns the whole
    /// file (it cannot be read), and then the description leaves the position out.
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

    public var description: String {
        if line == 0 { return "\(path): error: \(message)" }
        return "\(path):\(line):\(column): error: \(message)"
    }
}
