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
               archlint init --layers [PATH]

        Writes a commented starter .archlint.yml into the current directory, showing every
        setting with its default. Never overwrites an existing file.

        With --layers, freezes the architecture of the project at PATH (default: .) as a layers:
        section for layer_dependency: one layer per SwiftPM target (else per top-level folder
        holding non-test Swift files), each allowed to use exactly the layers its non-test code
        uses today, so the project has no layer_dependency finding now and every new dependency
        between layers is reported. Layers using each other today are listed in a comment. Writes
        PATH/.archlint.yml when there is none; else prints the section on stdout.

        OPTIONS:
          --layers          Write the layers: section of the project at PATH
          --jobs N, --cache-path DIR, --no-cache   As for lint (with --layers)

        """
    case .command(.tokens): return """
        USAGE: archlint tokens FILE [--format json]

        Prints every token of FILE (comments and string pieces included) as one JSON object per
        line. For debugging rules and reports.

        """
    case .command(.languageServer): return languageServerHelp
    case .command(.graph): return """
        USAGE: archlint graph [--format mermaid|dot|json] [--kind inheritance|dependencies|layers|all]
                              [--module NAME | --type NAME [--depth N]] [--output FILE] [PATH]

        Draws the project's architecture from the index the rules use: classes to superclasses and
        types to the project protocols they conform to (inheritance); types to the project types
        their init receives (solid) and to the dependencies they construct or reach through a
        singleton (dashed: init_injection findings). Grouped by module; types with findings marked.
        Above 80 types, only the 100 types with the most findings stay; each module's other
        types fold into one node.

        OPTIONS:
          --format FORMAT   mermaid (default; a flowchart GitHub renders), dot (Graphviz) or json
          --kind KIND       inheritance, dependencies or all (default) of the types; or layers: the
                            configured layers and units, each use between them an edge with its
                            references, forbidden ones red with their findings (without layers:,
                            the layers 'archlint init --layers' would write)
          --module NAME     Only that module's types and their direct neighbours
          --type NAME       Only the types within --depth edges of NAME (default depth: 1)
          --depth N         How far from --type the graph reaches
          --output FILE     Write to FILE (atomically) instead of stdout
          --config FILE     Configuration file; default: the nearest .archlint.yml
          --jobs N, --cache-path DIR, --no-cache   As for lint

        """
    case .command(.report): return """
        USAGE: archlint report [--format html|markdown|json] [--baseline FILE] [--output FILE] [PATH]

        The checklist view of the project: for each checklist item, the rules that check it, their
        findings (new ones apart with --baseline), the files and types affected and the worst
        offenders; the items no rule can check, to review by hand. Counts are lint's.

        OPTIONS:
          --format FORMAT   html (default; one self-contained page), markdown (for
                            $GITHUB_STEP_SUMMARY and pull-request comments) or json
          --baseline FILE   Count findings not recorded in FILE as new
          --output FILE     Write to FILE (atomically) instead of stdout
          --config FILE     Configuration file; default: the nearest .archlint.yml
          --jobs N, --cache-path DIR, --no-cache   As for lint

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
      init [--layers PATH] Write a commented starter .archlint.yml, or today's layers (never overwrites)
      tokens FILE          Print a file's tokens as JSON lines (debugging)
      declarations FILE    Print a file's declaration tree as JSON (debugging)
      lsp                  Run the language server on stdin and stdout (for editors)
      graph [PATH]         Draw the architecture: inheritance and dependencies by module
      report [PATH]        The checklist report: findings per checklist item (HTML, Markdown, JSON)

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
      --fix                  Apply safe fixes to the files (an editor buffer from --stdin-path goes
                             to stdout, the report to stderr), then report what is left
      --unsafe-fixes         With --fix or --diff: unsafe fixes too (they can need changes elsewhere)
      --diff                 Print the fixes as a unified diff (git apply) and change nothing;
                             exit 1 when there is something to fix
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

/// The language server's help, with the quick fixes of the rules that have one, from the catalog.
private var languageServerHelp: String {
    let actions = RuleCatalog.builtIn.rules.compactMap { rule in rule.autofix.map { (rule.id, $0.title + ($0.kind == .safe ? " (safe)" : "")) } }
        + [("every rule", "Suppress with archlint:disable:next RULE")]
    let width = actions.map(\.0.utf8.count).max() ?? 0
    let lines = actions.map { name, action in "  " + name + String(repeating: " ", count: width - name.utf8.count) + "  " + action }
    return """
        USAGE: archlint lsp

        Runs the language server (LSP 3.17) on stdin and stdout for editors: findings of each open
        buffer as diagnostics while you type, exactly as lint --stdin-path reports them. The
        workspace folder the editor opens is served; the index cache is the one lint uses.

        QUICK FIXES (code actions on a finding's line):
        \(lines.joined(separator: "\n"))

        """
}
