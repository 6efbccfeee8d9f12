struct Parser {
    func parse(_ text: String) -> Result<Int, Error> {
        Int(text).map { .success($0) } ?? .failure(ParseError.notANumber)
    }
}

enum ParseError: Error {
    case notANumber
}
