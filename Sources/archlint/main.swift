import ArchLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(ArchLintTool.run(Array(CommandLine.arguments.dropFirst()), context: .process).rawValue)
