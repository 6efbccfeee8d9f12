/// The text `--help` prints, for the overview or one command.
public func helpText(for topic: HelpTopic) -> String {
    switch topic {
    case .overview: return overviewHelp
    case .command(.lint): return lintHelp
    case .command(.rules): return """
        USAGE: archlint rules

        Lists every rule: id, severity, whether it is enabled, and what it reports. Severity and
        enabled state follow the nearest .archlint.yml from the current directory upward.

        """
    case .command(.explain): return """
        USAGE: archlint explain RULE_ID

        Prints a rule's checklist line, rationale, options with their defaults, and examples.

        """
    case .command(.initialize): return """
        USAGE: archlint init

        Writes a commented starter .archlint.yml into the current directory, showing every
        setting with its default. Never overwrites an existing file.

        """
    case .command(.tokens): return """
        USAGE: archlint tokens FILE [--format json]

        Prints every token of FILE (comments and string pieces included) as one JSON object per
        line. For debugging rules and reports.

        """
    case .command(.declarations): return """
        USAGE: archlint declarations FILE

        Prints the declaration tree archlint sees in FILE as JSON. For debugging rules.

        """
    }
}

private let overviewHelp = """
    archlint \(ArchLint.version): checks Swift code against architecture rules.

    USAGE: archlint COMMAND [OPTIONS]

    COMMANDS:
      lint [PATH ...]      Lint files and directories (default: .)
      rules                List the rules: id, default severity, enabled?, summary
      explain RULE_ID      Explain a rule: checklist line, rationale, options, examples
      init                 Write a commented starter .archlint.yml (never overwrites)
      tokens FILE          Print a file's tokens as JSON lines (debugging)
      declarations FILE    Print a file's declaration tree as JSON (debugging)

    OPTIONS:
      --version            Print the version
      -h, --help           Print this help; 'archlint COMMAND --help' for a command's help

    """

private let lintHelp = """
    USAGE: archlint lint [OPTIONS] [PATH ...]

    Lints Swift files and directories (default: .). Directories are walked for *.swift files,
    skipping .build, .git, DerivedData, Pods, Carthage, .swiftpm, checkouts, vendor, fastlane and the
    configuration's excluded globs.

    OPTIONS:
      --format FORMAT        text (default), sarif, json, github, checkstyle, junit or gitlab
      --output FILE          Write the report to FILE (atomically) instead of stdout
      --config FILE          Configuration file; default: the nearest .archlint.yml
                             from the first path upward
      --stdin-path PATH      Read the source of PATH from stdin (an editor's unsaved buffer);
                             the rest of the project is read from disk
      --baseline FILE        Report only findings not recorded in FILE
      --write-baseline FILE  Record all current findings in FILE and exit 0
      --strict               Warnings fail the run too
      --quiet                No summary line on stderr
      --absolute-paths       Absolute paths in the text format (for Xcode's issue navigator)
      --statistics           Counts per rule and per root cause, most frequent first, instead of
                             the findings
      --jobs N               Worker threads (default: all cores); output is the same for every N
      --cache-path DIR       Keep the project-index cache under DIR (default: $XDG_CACHE_HOME/archlint
                             or ~/.cache/archlint)
      --no-cache             Neither read nor write the project-index cache
      --enable IDS           Comma-separated rule ids to turn on, over the configuration
      --disable IDS          Comma-separated rule ids to turn off, over the configuration
      -h, --help             Print this help

    Options take their value as '--name value' or '--name=value'; '--' ends the options.

    EXIT CODES:
      0  no failing findings
      1  failing findings (errors; warnings too with --strict)
      2  usage or configuration error, a path that does not exist, or (when nothing else
         failed) a file that could not be read

    """
