import ArchLintKit
import Foundation

exit(ArchLintTool.run(Array(CommandLine.arguments.dropFirst()), context: .process).rawValue)
