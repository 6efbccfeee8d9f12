struct Screen {}

extension Screen {
    // Screen's nested Row (declared in Nested.swift), not Data's.
    func first() -> Row { Row() }
}

struct Other {
    // The same name outside Screen's code: Data's Row.
    let row: Row
}

extension Screen {
    func last() -> Row { Row() }
}
