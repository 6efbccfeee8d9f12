import Foundation

let arguments = CommandLine.arguments.dropFirst()

let parsed: Result<String, Error> = arguments.first.map { .success($0) } ?? .failure(MigrateError.missingPath)

switch parsed {
case .success(let path):
    print("migrating \(path)")
case .failure(let error):
    print("error: \(error)")
}
