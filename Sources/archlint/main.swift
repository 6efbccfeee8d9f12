import ArchLintKit
import Foundation
let args = CommandLine.arguments
if args.count >= 3, args[1] == "tokens" {
    let data = FileManager.default.contents(atPath: args[2])!
    print(tokenDump(SourceFile(path: args[2], bytes: [UInt8](data))), terminator: "")
}
if args.count >= 3, args[1] == "declarations" {
    let data = FileManager.default.contents(atPath: args[2])!
    let f = SourceFile(path: args[2], bytes: [UInt8](data))
    print(declarationDump(f, DeclarationScanner.scan(f)), terminator: "")
}
