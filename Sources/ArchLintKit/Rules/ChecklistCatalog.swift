/// The checklists archlint is built from, compiled from `Rules/checklists.yml`: each item with the
/// rules that check it, or the reason it stays a review item. `report`, `explain` and the README
/// read this one catalog.
///
/// Schema (unknown keys are errors):
/// ```yaml
/// sections:
///   - id: A
///     title: Swift architecture checklist
///     items:
///       - id: A1
///         text: Dependencies are injected through `init`
///         rules: [init_injection]      # or: review: why no static rule checks it
/// ```
public struct ChecklistCatalog: Sendable {
    public struct Item: Sendable, Hashable {
        /// `A1`.
        public var id: String
        public var text: String
        /// The rules that check it, in catalog order; empty for a review item.
        public var rules: [String]
        /// Why no rule checks it, for a review item, or (with rules) until when it is reviewed by
        /// hand (a rule on only when configured); nil otherwise.
        public var reviewReason: String?

        public var isReviewedByHand: Bool { rules.isEmpty }
    }

    public struct Section: Sendable, Hashable {
        public var id: String
        public var title: String
        public var items: [Item]
        /// The report lists the section only when one of its rules is on (`configured: true`).
        public var listedWhenConfigured = false
    }

    public static let fileName = "checklists.yml"

    /// The catalog compiled into this binary (`CompiledChecklistCatalog`, which the tests check
    /// against the YAML file).
    public static let builtIn = ChecklistCatalog(sections: CompiledChecklistCatalog.sections)

    public let sections: [Section]

    public var items: [Item] { sections.flatMap(\.items) }

    /// The items a rule checks, in catalog order.
    public func items(checkedBy ruleID: String) -> [Item] {
        items.filter { $0.rules.contains(ruleID) }
    }

    /// A catalog already parsed (the built-in one, compiled ahead of time).
    init(sections: [Section]) {
        self.sections = sections
    }

    public init(yaml text: String, path: String) throws {
        let root = try YAMLMapping(try YAMLParser.parse(text, path: path), path: path, what: "a checklist file")
        try root.checkKeys(["sections"]) { "unknown key '\($0)' in a checklist file" }
        let sectionNodes = try Self.sequence(try root.required("sections", in: "a checklist file"), path: path, what: "'sections'")
        var seen = Set<String>()
        sections = try sectionNodes.map { node in
            let section = try YAMLMapping(node, path: path, what: "a section")
            try section.checkKeys(["id", "title", "items", "configured"]) { "unknown key '\($0)' in a section" }
            let items = try Self.sequence(try section.required("items", in: "a section"), path: path, what: "'items'").map { node in
                let item = try YAMLMapping(node, path: path, what: "an item")
                try item.checkKeys(["id", "text", "rules", "review"]) { "unknown key '\($0)' in an item" }
                let id = try item.string("id", in: "an item")
                guard seen.insert(id).inserted else {
                    throw ConfigurationError(path: path, at: item.mark, message: "item id '\(id)' is used twice")
                }
                let rules = try item["rules"].map { try YAMLMapping.stringList($0, path: path, what: "'rules'").map(\.text) } ?? []
                let review = try item["review"].map { try YAMLMapping.string($0, path: path, what: "'review'") }
                guard !rules.isEmpty || review != nil else {
                    throw ConfigurationError(path: path, at: item.mark, message: "item '\(id)' needs 'rules' or 'review'")
                }
                return Item(id: id, text: try item.string("text", in: "an item"), rules: rules, reviewReason: review)
            }
            return Section(id: try section.string("id", in: "a section"), title: try section.string("title", in: "a section"), items: items,
                           listedWhenConfigured: try section["configured"].map { try YAMLMapping.bool($0, path: path, what: "'configured'") } ?? false)
        }
    }

    private static func sequence(_ node: YAMLNode, path: String, what: String) throws -> [YAMLNode] {
        guard case .sequence(let nodes) = node.content else {
            throw ConfigurationError(path: path, at: node.mark, message: "expected a list for \(what), found \(node.kindDescription)")
        }
        return nodes
    }
}

extension ChecklistCatalog.Section {
    /// Swift source that makes this section again (`CompiledChecklistCatalog`).
    var compiledSource: String {
        let items = self.items.map { item in
            "ChecklistCatalog.Item(id: \(swiftLiteral(item.id)), text: \(swiftLiteral(item.text)), "
                + "rules: [\(item.rules.map(swiftLiteral).joined(separator: ", "))], reviewReason: \(item.reviewReason.map(swiftLiteral) ?? "nil"))"
        }
        return "ChecklistCatalog.Section(id: \(swiftLiteral(id)), title: \(swiftLiteral(title)), items: [\n"
            + items.map { "            " + $0 + ",\n" }.joined() + "        ]" + (listedWhenConfigured ? ", listedWhenConfigured: true)" : ")")
    }
}
