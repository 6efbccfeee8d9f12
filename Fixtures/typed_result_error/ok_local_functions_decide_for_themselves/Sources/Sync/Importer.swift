import Foundation

enum ImportError: Error {
    case cancelled
}

final class Importer {
    var state: Int = 0

    func refresh() -> Int {
        // The local function decides: it only reads a Result and constructs no failure; the
        // enclosing function's constructed failure is not its.
        func describe(_ result: Result<Int, Error>) -> String { "\(result)" }
        let failed: Result<Int, ImportError> = .failure(ImportError.cancelled)
        _ = failed
        return 0
    }

    func load() -> Int {
        // The local function forwards an error caught from a throwing call.
        func parse(_ data: Data) -> Result<Int, Error> {
            do { return .success(try decode(data)) } catch { return .failure(error) }
        }
        _ = parse(Data())
        return 0
    }

    func decode(_ data: Data) throws -> Int { data.count }

    func cancel() -> Result<Int, Error> {
        // The enclosing function forwards; its local function's construction is not its own.
        func cancelled() -> ImportError { .cancelled }
        do { return .success(try decode(Data())) } catch { return .failure(error) }
    }
}
