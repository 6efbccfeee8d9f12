/// `archlint declarations`: a file's declaration tree as pretty JSON, children nested.
public func declarationDump(_ file: SourceFile, _ tree: DeclarationTree) -> String {
    func position(_ p: SourceFile.Position) -> JSONValue {
        .object([("line", .integer(p.line)), ("column", .integer(p.column))])
    }
    func tokens(_ range: Range<Int32>?) -> JSONValue {
        guard let range, !range.isEmpty else { return .null }
        return .string(file.text(from: Int(range.lowerBound), through: Int(range.upperBound) - 1))
    }
    func node(_ index: Int32) -> JSONValue {
        let d = tree[index]
        var members: [(key: String, value: JSONValue)] = [
            ("kind", .string(d.kind.rawValue)), ("name", .string(d.name)), ("position", position(d.namePosition)),
        ]
        let attributes = tree.attributes(of: index), modifiers = tree.modifiers(of: index)
        let genericParameters = tree.genericParameters(of: index), parameters = tree.parameters(of: index)
        if !attributes.isEmpty {
            members.append(("attributes", .array(attributes.map { attribute in
                .object([("name", .string(attribute.name)), ("arguments", tokens(attribute.arguments))])
            })))
        }
        if !modifiers.isEmpty { members.append(("modifiers", .array(modifiers.map { .string($0) }))) }
        if !genericParameters.isEmpty { members.append(("generic_parameters", .array(genericParameters.map { .string($0) }))) }
        let inheritance = tree.inheritance(of: index)
        if !inheritance.isEmpty {
            members.append(("inheritance", .array(inheritance.map { .object([("name", .string($0.name)), ("raw", .string($0.raw))]) })))
        }
        if d.kind == .variable {
            members.append(("let", .bool(d.isLet)))
            if !d.typeAnnotation.isEmpty { members.append(("type", .string(d.typeAnnotation))) }
            if d.initializer != nil { members.append(("initializer", tokens(d.initializer))) }
            if !d.accessors.isEmpty { members.append(("accessors", .array(d.accessors.map { .string($0) }))) }
        }
        if !parameters.isEmpty {
            members.append(("parameters", .array(parameters.map { p in
                var fields: [(key: String, value: JSONValue)] = [("name", .string(p.name)), ("type", .string(p.type))]
                if let label = p.label, label != p.name { fields.insert(("label", .string(label)), at: 0) }
                if p.defaultValue != nil { fields.append(("default", tokens(p.defaultValue))) }
                return .object(fields)
            })))
        }
        if d.kind == .enumCase, let raw = file.literalValue(of: d) { members.append(("raw_value", .string(raw))) }
        if let body = d.body {
            let from = body.lowerBound > 0 ? position(file.position(of: Int(body.lowerBound) - 1)) : .null
            members.append(("body", .object([("start", from), ("tokens", .integer(body.count))])))
        }
        let children = tree.children(of: index)
        if !children.isEmpty { members.append(("members", .array(children.map(node)))) }
        return .object(members)
    }
    return JSONValue.object([("path", .string(file.path)), ("declarations", .array(tree.roots.map(node)))]).prettyText + "\n"
}
