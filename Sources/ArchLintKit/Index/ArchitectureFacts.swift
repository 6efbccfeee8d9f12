/// What the team architecture rules (rules.md 21–22) need of one file, computed at indexing and
/// cached with its other facts: the types it declares (and the names nested in them), its imports,
/// and the candidate type references of its code after the file's own lookup steps (not-references,
/// shadowing by generic parameters, associated types, nested and local types). Which project type
/// a candidate names needs the whole project (visibility, an extension's nested types declared
/// elsewhere) and is decided by `LayerModel`.
public struct ArchitectureFacts: Sendable, Hashable {
    /// A name the file declares: a type or typealias (top-level, nested or local), or a generic
    /// parameter or associated type of a type, which code inside that type's extensions sees too.
    public struct Declared: Sendable, Hashable {
        public enum Scope: UInt8, Sendable {
            case topLevel, nested, local, parameter
        }

        public var name: String
        /// The simple name of the enclosing type or extended type; "" at the top level or locally.
        public var outer: String
        public var scope: Scope
        /// `private` or `fileprivate`.
        public var isPrivate: Bool
    }

    /// `import M`, in any form and any `#if` branch, named at the module's token.
    public struct Import: Sendable, Hashable {
        public var module: String
        public var token: Int32
        /// `@_exported import M`: importing this file's module imports M too.
        public var isExported: Bool
    }

    /// An identifier in code that may name a type: `name` at `token`; for `X.Y` (Y starting with an
    /// uppercase letter) the `member` Y at `memberToken`, which is the nested type or the module's
    /// type when X is a type declaring Y or a module; `extended`, the innermost type (or extended
    /// type) whose body holds it: its nested types, declared anywhere in the project (an extension
    /// in another file), shadow top-level ones.
    public struct Reference: Sendable, Hashable {
        public var name: Int32
        public var token: Int32
        public var member: Int32 = -1
        public var memberToken: Int32 = -1
        public var extended: Int32 = -1
    }

    public var declared: [Declared] = []
    public var imports: [Import] = []
    /// The distinct names `references` point into.
    public var names = NameList()
    public var references: [Reference] = []

    public init() {}

    /// (Borrowing: an initializer takes its arguments owned, and a file's and tree's arrays were
    /// retained for the call and released in it, a dozen each a file.) Without `references`, the
    /// facts hold the declared names and imports only: every file's declarations feed the
    /// project-wide lookups, but test code's references are read only when tests are included.
    public init(file: borrowing SourceFile, tree: borrowing DeclarationTree, references: Bool = true) {
        // Sized from the file's counts: growing them was a tenth of the facts' cost.
        var interned = references ? WalkNames(stops: file.typeNameStops.count) : WalkNames()
        defer { interned.deallocate() }
        var scopes: [Scope] = []
        var scopeNames: [Int32] = []
        let declarations = tree.declarations
        // Declaration names, in place: appending to an array checked its uniqueness each time.
        let skipped = UnsafeMutableBufferPointer<Int32>.allocate(capacity: references ? declarations.count : 0)
        defer { skipped.deallocate() }
        var skippedCount = 0
        var typeCount = 0
        for position in declarations.indices where declarations[position].kind.isType || declarations[position].kind == .typealias { typeCount += 1 }
        declared.reserveCapacity(typeCount)
        // A declaration's lists are read only when it has some (`genericParameters(of:)`,
        // `children(of:)`), its modifiers in place: each slice of the tree's lists retained and
        // released them.
        let modifiers = tree.pools.modifiers
        // Through buffers: every field read through the arrays checked its bounds.
        declarations.withUnsafeBufferPointer { declarations in tree.pools.starts.withUnsafeBufferPointer { listStarts in
            for position in declarations.indices {
                let kind = declarations[position].kind
                // (The scanner keeps no generic parameters for a typealias: they are read from its tokens,
                // and shadow names only.)
                let parameters = kind == .typealias
                    ? (references ? Self.typealiasParameters(file, after: Int(declarations[position].nameToken))[...] : nil)
                    : listStarts[position].genericParameters != listStarts[position + 1].genericParameters ? tree.genericParameters(of: Int32(position))
                    : nil
                if references {
                    // A declaration's own name is no reference; an extension's names the type it extends.
                    if kind != .extension {
                        skipped[skippedCount] = declarations[position].nameToken
                        skippedCount += 1
                    }
                    let first = Int(declarations[position].firstToken), last = Int(declarations[position].lastToken)
                    if let parameters, !parameters.isEmpty, first <= last {
                        let start = scopeNames.count
                        for parameter in parameters { scopeNames.append(interned.position(parameter)) }
                        scopes.append(Scope(range: first...last, names: start..<scopeNames.count))
                    }
                }
                let parent = declarations[position].parent
                if kind.isType || kind == .typealias {
                    let name = declarations[position].name
                    var isPrivate = false
                    for modifier in Int(listStarts[position].modifiers)..<Int(listStarts[position + 1].modifiers)
                    where modifiers[modifier] == "private" || modifiers[modifier] == "fileprivate" {
                        isPrivate = true
                    }
                    if parent < 0 {
                        declared.append(Declared(name: name, outer: "", scope: .topLevel, isPrivate: isPrivate))
                    } else if declarations[Int(parent)].kind.hasMembers {
                        declared.append(Declared(name: name, outer: declarations[Int(parent)].name.lastDottedComponent, scope: .nested, isPrivate: isPrivate))
                    } else {
                        declared.append(Declared(name: name, outer: "", scope: .local, isPrivate: true))
                    }
                }
                if kind.isType, let parameters {
                    for parameter in parameters { declared.append(Declared(name: parameter, outer: declarations[position].name, scope: .parameter, isPrivate: false)) }
                }
                guard let body = declarations[position].body, body.lowerBound < body.upperBound else { continue }
                // Types nested in this one, or local to this function or accessor, shadow top-level types in its body.
                let start = scopeNames.count
                if references, listStarts[position].members != listStarts[position + 1].members {
                    for child in tree.children(of: Int32(position)) {
                        let childKind = declarations[Int(child)].kind
                        if childKind.isType || childKind == .typealias { scopeNames.append(interned.position(declarations[Int(child)].name)) }
                    }
                }
                if kind == .protocol {
                    for name in Self.associatedTypes(file, in: body) {
                        if references { scopeNames.append(interned.position(name)) }
                        declared.append(Declared(name: name, outer: declarations[position].name, scope: .parameter, isPrivate: false))
                    }
                }
                if scopeNames.count > start { scopes.append(Scope(range: Int(body.lowerBound)...Int(body.upperBound) - 1, names: start..<scopeNames.count)) }
            }
        } }
        // In source order nearly always (a parent's name comes before its members'): checked before sorting.
        var sortedSkipped = UnsafeMutableBufferPointer(rebasing: skipped[..<skippedCount])
        if sortedSkipped.indices.dropFirst().contains(where: { sortedSkipped[$0 - 1] > sortedSkipped[$0] }) { sortedSkipped.sort() }
        // Outer scopes first among those starting at one token, so that the stack below nests.
        scopes.sort { $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound : $0.range.upperBound > $1.range.upperBound }
        declarations.withUnsafeBufferPointer { declarations in file.typeNameStops.withUnsafeBufferPointer { stops in
            scopes.withUnsafeBufferPointer { scopes in scopeNames.withUnsafeBufferPointer { scopeNames in
                walk(file, declarations: declarations, stops: stops, readsReferences: references, scopes: scopes, scopeNames: scopeNames,
                     skipped: UnsafeBufferPointer(rebasing: skipped[..<skippedCount]), interned: &interned)
            } }
        } }
        if references { names = interned.numberedNames }
    }

    /// Tokens in which some names are no references to project types (generic parameters, nested
    /// and local types): `names` are their places in `scopeNames`, which hold `WalkNames` positions.
    private struct Scope {
        var range: ClosedRange<Int>
        var names: Range<Int>
    }

    /// The body (tokens `start..<end`) of a type or extension, and its type's name in `names`, -2
    /// until a reference inside it asks.
    private struct Body {
        var start: Int, end: Int
        var declaration: Int32
        var typeName: Int32 = -2

        @inline(__always) func contains(_ index: Int) -> Bool { start <= index && index < end }
    }

    /// Every name one file's facts meet, numbered once by its bytes (the one place they are
    /// interned): how many open scopes shadow each, and its number in `names` once a candidate
    /// reference or an enclosing type uses it. Open addressing (as `NameTable`) over storage of its
    /// own, freed by `deallocate()`: through arrays, each lookup checked bounds and uniqueness
    /// (some 200 instructions a name, for every type-name stop of every file).
    private struct WalkNames {
        private struct Entry {
            var hash: UInt64
            /// The name's bytes in `keys`.
            var start: Int32, count: Int32
            /// How many scopes on the walk's stack declare the name.
            var shadowing: Int32 = 0
            /// The name's number in `ArchitectureFacts.names`, -1 while nothing uses it.
            var number: Int32 = -1
        }

        /// Positions in `entries` plus one; 0 for an empty slot. A power of two, at most half full.
        private var slots: UnsafeMutableBufferPointer<Int32>
        private var entries: UnsafeMutableBufferPointer<Entry>
        private var count = 0
        /// The entries' names, one after another.
        private var keys: UnsafeMutableRawBufferPointer
        private var keyCount = 0
        /// The positions given a number, in its order (as many as `entries` at most), and their
        /// bytes in all.
        private var numbered: UnsafeMutableBufferPointer<Int32>
        private var numberedCount = 0, numberedBytes = 0

        /// The first storage of all four, allocated at once (an allocation cost a few hundred
        /// instructions, for every file); a buffer grown past it has storage of its own.
        private let block: UnsafeMutableRawBufferPointer

        /// Sized for a file of `stops` type-name stops: a file names about one distinct name in four.
        init(stops: Int) {
            var size = 16
            while size < stops / 2 { size *= 2 }
            let entryBytes = size / 2 * MemoryLayout<Entry>.stride, slotBytes = size * 4, numberedBytes = size / 2 * 4
            block = .allocate(byteCount: entryBytes + slotBytes + numberedBytes + 16 * size, alignment: MemoryLayout<Entry>.alignment)
            entries = UnsafeMutableRawBufferPointer(rebasing: block[..<entryBytes]).bindMemory(to: Entry.self)
            slots = UnsafeMutableRawBufferPointer(rebasing: block[entryBytes..<entryBytes + slotBytes]).bindMemory(to: Int32.self)
            slots.initialize(repeating: 0)
            numbered = UnsafeMutableRawBufferPointer(rebasing: block[entryBytes + slotBytes..<entryBytes + slotBytes + numberedBytes])
                .bindMemory(to: Int32.self)
            keys = UnsafeMutableRawBufferPointer(rebasing: block[(entryBytes + slotBytes + numberedBytes)...])
        }

        /// None: for facts without references, which intern no name.
        init() {
            block = UnsafeMutableRawBufferPointer(start: nil, count: 0)
            slots = UnsafeMutableBufferPointer(start: nil, count: 0)
            entries = UnsafeMutableBufferPointer(start: nil, count: 0)
            numbered = UnsafeMutableBufferPointer(start: nil, count: 0)
            keys = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        }

        func deallocate() {
            free(slots.baseAddress)
            free(entries.baseAddress)
            free(numbered.baseAddress)
            free(keys.baseAddress)
            block.deallocate()
        }

        /// Frees a buffer grown past `block`.
        private func free<Element>(_ buffer: UnsafeMutablePointer<Element>?) { free(buffer.map(UnsafeMutableRawPointer.init)) }

        private func free(_ buffer: UnsafeMutableRawPointer?) {
            guard let buffer, let start = block.baseAddress else { return }
            if buffer < start || buffer >= start + block.count { buffer.deallocate() }
        }

        @inline(__always) mutating func position(_ name: UnsafeRawBufferPointer) -> Int {
            let hash = NameTable<Void>.hash(name)
            let mask = slots.count - 1
            var slot = NameTable<Void>.firstSlot(hash, mask: mask)
            while slots[slot] != 0 {
                let position = Int(slots[slot]) - 1
                let entry = entries[position]
                if entry.hash == hash, Int(entry.count) == name.count,
                   NameTable<Void>.equal(UnsafeRawBufferPointer(rebasing: keys[Int(entry.start)..<Int(entry.start) + name.count]), name) {
                    return position
                }
                slot = (slot + 1) & mask
            }
            return insert(name, hash: hash, slot: slot)
        }

        mutating func position(_ name: String) -> Int32 {
            var name = name
            return Int32(name.withUTF8 { position(UnsafeRawBufferPointer($0)) })
        }

        /// Adds `name` at the empty `slot` its probe ended on.
        @inline(never) private mutating func insert(_ name: UnsafeRawBufferPointer, hash: UInt64, slot: Int) -> Int {
            if count == entries.count {
                let larger = UnsafeMutableBufferPointer<Entry>.allocate(capacity: 2 * entries.count)
                _ = larger.moveInitialize(fromContentsOf: entries[..<count])
                free(entries.baseAddress)
                entries = larger
                let moreNumbered = UnsafeMutableBufferPointer<Int32>.allocate(capacity: entries.count)
                _ = moreNumbered.moveInitialize(fromContentsOf: numbered[..<numberedCount])
                free(numbered.baseAddress)
                numbered = moreNumbered
            }
            if keyCount + name.count > keys.count {
                let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: 2 * (keys.count + name.count), alignment: 8)
                larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: keys[..<keyCount]))
                free(keys.baseAddress)
                keys = larger
            }
            UnsafeMutableRawBufferPointer(rebasing: keys[keyCount..<keyCount + name.count]).copyMemory(from: name)
            (entries.baseAddress! + count).initialize(to: Entry(hash: hash, start: Int32(keyCount), count: Int32(name.count)))
            keyCount += name.count
            slots[slot] = Int32(count + 1)
            count += 1
            if 2 * count > slots.count { growSlots() }
            return count - 1
        }

        private mutating func growSlots() {
            let larger = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 2 * slots.count)
            larger.initialize(repeating: 0)
            free(slots.baseAddress)
            slots = larger
            let mask = slots.count - 1
            for position in 0..<count {
                let hash = entries[position].hash
                var slot = NameTable<Void>.firstSlot(hash, mask: mask)
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(position + 1)
            }
        }

        /// The name's number in `names`, given on its first use.
        @inline(__always) mutating func number(_ position: Int) -> Int32 {
            if entries[position].number < 0 {
                entries[position].number = Int32(numberedCount)
                numbered[numberedCount] = Int32(position)
                numberedCount += 1
                numberedBytes += Int(entries[position].count)
            }
            return entries[position].number
        }

        func isShadowed(_ position: Int) -> Bool { entries[position].shadowing > 0 }

        /// A scope declaring the name opens (`by` 1) or closes (-1).
        mutating func shadow(_ position: Int, by change: Int32) { entries[position].shadowing += change }

        /// The numbered names, in their numbers' order.
        var numberedNames: NameList {
            NameList(count: numberedCount, byteCount: numberedBytes) { number in
                let entry = entries[Int(numbered[number])]
                return UnsafeRawBufferPointer(rebasing: keys[Int(entry.start)..<Int(entry.start + entry.count)])
            }
        }
    }

    /// `typealias Pair<Value, Other: P> = …`: the names that open each parameter of the angle group after the name.
    private static func typealiasParameters(_ file: SourceFile, after name: Int) -> [String] {
        guard file.kind(name + 1) == .operator, file.isText(name + 1, "<"), let end = file.indexAfterAngleGroup(name + 1) else { return [] }
        var names: [String] = []
        for index in name + 2..<end where file.kind(index) == .identifier && (file.kind(index - 1) == .comma || index == name + 2) {
            names.append(file.name(index))
        }
        return names
    }

    /// `associatedtype Name` directly in a protocol's body.
    private static func associatedTypes(_ file: SourceFile, in body: Range<Int32>) -> [String] {
        var names: [String] = []
        var index = Int(body.lowerBound)
        while index < Int(body.upperBound) {
            if file.isWord(index, "associatedtype"), file.kind(index + 1) == .identifier { names.append(file.name(index + 1)) }
            index = file.kind(index)?.isBracket == true ? (file.partner(index).map { max($0, index) + 1 } ?? index + 1) : index + 1
        }
        return names
    }

    /// One pass over the type-name stops (`TypeNameStops`): imports, and (with `readsReferences`) every
    /// candidate reference outside `#if` conditions, declaration names and shadowing scopes (a count
    /// per name of the scopes open around the token).
    /// (The lists are read through buffers, and the stacks are buffers of their own: as arrays,
    /// captured by the nested functions, their counts were read through calls at every stop. Not
    /// inlined: within the initializer, past the optimizer's size limits, buffer subscripts were calls.)
    @inline(never) private mutating func walk(_ file: SourceFile, declarations: UnsafeBufferPointer<Declaration>, stops: UnsafeBufferPointer<Int32>,
                                              readsReferences: Bool, scopes: UnsafeBufferPointer<Scope>, scopeNames: UnsafeBufferPointer<Int32>,
                                              skipped: UnsafeBufferPointer<Int32>, interned: inout WalkNames) {
        // At most one reference a stop, gathered here and then copied to an array of their exact
        // size: the facts are held for the whole run.
        // The walk's lists and stacks, in one allocation (an allocation cost a few hundred
        // instructions): the bodies, their stack and the scopes' stack, then the references.
        let bodyCapacity = readsReferences ? declarations.count : 0
        let bodyBytes = bodyCapacity * MemoryLayout<Body>.stride, stackBytes = (bodyCapacity + scopes.count) * MemoryLayout<Int>.stride
        let foundBytes = (readsReferences ? stops.count : 0) * MemoryLayout<Reference>.stride
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: bodyBytes + stackBytes + foundBytes, alignment: MemoryLayout<Int>.alignment)
        defer { scratch.deallocate() }
        let found = (scratch + bodyBytes + stackBytes).bindMemory(to: Reference.self, capacity: readsReferences ? stops.count : 0)
        var foundCount = 0
        // Gathered in a local array with room for a file's usual few: appending to the property
        // grew it one import at a time.
        var imports: [Import] = [], hasImports = false
        file.tokens.withUnsafeBufferPointer { tokens in file.bytes.withUnsafeBytes { bytes in
            // The identifier at `index` without backticks (nor its first `dropFirst` bytes: an attribute's `@`).
            @inline(__always) func name(_ index: Int, dropFirst: Int = 0) -> UnsafeRawBufferPointer {
                var start = Int(tokens[index].offset) + dropFirst, end = Int(tokens[index].end)
                if end - start >= 2, bytes[start] == UInt8(ascii: "`") { (start, end) = (start + 1, end - 1) }
                return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            }
            // The bodies of types and extensions, outer first, and a stack of those holding the token
            // (they nest): the innermost type whose body holds a token is the top's.
            // Each with its type's name in `names`, -2 until a reference inside it asks.
            let bodyStorage = UnsafeMutableBufferPointer(start: scratch.bindMemory(to: Body.self, capacity: bodyCapacity), count: bodyCapacity)
            var bodyCount = 0
            if readsReferences {
                for position in declarations.indices where declarations[position].kind.hasMembers {
                    guard let body = declarations[position].body, body.lowerBound < body.upperBound else { continue }
                    bodyStorage[bodyCount] = Body(start: Int(body.lowerBound), end: Int(body.upperBound), declaration: Int32(position))
                    bodyCount += 1
                }
            }
            var bodies = UnsafeMutableBufferPointer(rebasing: bodyStorage[..<bodyCount])
            bodies.sort { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
            let bodyStack = (scratch + bodyBytes).bindMemory(to: Int.self, capacity: bodyCapacity + scopes.count)
            var bodyStackCount = 0
            var nextBody = 0
            // A token in a type's header (`struct A: B`) is outside its body: the type is not yet entered.
            @inline(__always) func enclosingTypeName(_ index: Int) -> Int32 {
                while bodyStackCount > 0, !bodies[bodyStack[bodyStackCount - 1]].contains(index) { bodyStackCount -= 1 }
                while nextBody < bodyCount, bodies[nextBody].start <= index {
                    if bodies[nextBody].contains(index) {
                        bodyStack[bodyStackCount] = nextBody
                        bodyStackCount += 1
                    }
                    nextBody += 1
                }
                guard bodyStackCount > 0 else { return -1 }
                let top = bodyStack[bodyStackCount - 1]
                if bodies[top].typeName == -2 {
                    // Interned from the name's bytes: a `String` for each cost more than the lookup.
                    var type = declarations[Int(bodies[top].declaration)].name
                    bodies[top].typeName = type.withUTF8 {
                        interned.number(interned.position(String.lastDottedComponent(UnsafeRawBufferPointer($0))))
                    }
                }
                return bodies[top].typeName
            }
            // The open scopes, which nest: the innermost on top.
            let stack = bodyStack + bodyCapacity
            var stackCount = 0
            func push(_ scope: Int) {
                stack[stackCount] = scope
                stackCount += 1
                for name in scopeNames[scopes[scope].names] { interned.shadow(Int(name), by: 1) }
            }
            func pop() {
                stackCount -= 1
                for name in scopeNames[scopes[stack[stackCount]].names] { interned.shadow(Int(name), by: -1) }
            }
            var nextScope = 0, nextSkip = 0
            // Tokens before these are passed over: a directive's line, an import's names.
            var conditionEnds = -1, importEnds = -1
            let count = tokens.count
            // Only the tokens the walk acts on: uppercase names and attributes, directives, imports.
            for stop in stops {
                let index = Int(stop)
                let kind = tokens[index].kind
                if kind == .directive {
                    // `#if` and `#elseif` conditions are not code: up to the end of the line.
                    var end = index + 1
                    while end < count, !tokens[end].flags.contains(.newlineBefore) { end += 1 }
                    conditionEnds = end
                    continue
                }
                if index < conditionEnds || index < importEnds { continue }
                if kind == .keyword, file.isWord(index, "import") {
                    let read = Self.readImport(tokens, bytes, at: index)
                    if let found = read.found {
                        if !hasImports { imports.reserveCapacity(4) }
                        hasImports = true
                        imports.append(found)
                    }
                    importEnds = read.end
                    continue
                }
                let isAttribute = kind == .attribute
                guard readsReferences, kind == .identifier || isAttribute else { continue }
                // `@ScreenBuilder`: the name after `@`, which starts with `A`…`Z`.
                let first = bytes[Int(tokens[index].offset) + (isAttribute ? 1 : 0)]
                if !TypeNameStops.isUppercaseASCII(first), isAttribute || !file.startsUppercase(index) { continue }
                if index > 0, tokens[index - 1].kind == .period { continue }
                while nextSkip < skipped.count, Int(skipped[nextSkip]) < index { nextSkip += 1 }
                if nextSkip < skipped.count, Int(skipped[nextSkip]) == index { continue }
                while stackCount > 0, !scopes[stack[stackCount - 1]].range.contains(index) { pop() }
                while nextScope < scopes.count, scopes[nextScope].range.lowerBound <= index {
                    if scopes[nextScope].range.contains(index) {
                        while stackCount > 0, !scopes[stack[stackCount - 1]].range.contains(scopes[nextScope].range.lowerBound) { pop() }
                        push(nextScope)
                    }
                    nextScope += 1
                }
                let position = interned.position(name(index, dropFirst: isAttribute ? 1 : 0))
                if interned.isShadowed(position) { continue }
                var reference = Reference(name: interned.number(position), token: Int32(index))
                if !isAttribute, index + 2 < count, tokens[index + 1].kind == .period, tokens[index + 2].kind == .identifier,
                   file.startsUppercase(index + 2) {
                    reference.member = interned.number(interned.position(name(index + 2)))
                    reference.memberToken = Int32(index + 2)
                }
                reference.extended = enclosingTypeName(index)
                (found + foundCount).initialize(to: reference)
                foundCount += 1
            }
        } }
        self.imports = imports
        if foundCount > 0 { references = Array(UnsafeBufferPointer(start: found, count: foundCount)) }
    }

    /// Reads the import at `keyword` (its attributes stand before it), and the index after it; over
    /// the walk's buffers (through the file's bounds-checked accessors, an import cost 330 instructions).
    private static func readImport(_ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeRawBufferPointer, at keyword: Int) -> (found: Import?, end: Int) {
        @inline(__always) func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }
        @inline(__always) func startsLine(_ index: Int) -> Bool { tokens[index].flags.contains(.newlineBefore) }
        var isExported = false
        var before = keyword - 1
        while kind(before) == .attribute {
            let token = tokens[before]
            if UnsafeRawBufferPointer(rebasing: bytes[Int(token.offset)..<Int(token.end)]).elementsEqual("@_exported".utf8) { isExported = true }
            before -= 1
        }
        var cursor = keyword + 1
        // `import struct M.T`: the kind word, then the module.
        if kind(cursor) == .keyword, !startsLine(cursor) { cursor += 1 }
        guard kind(cursor) == .identifier, !startsLine(cursor) else { return (nil, cursor) }
        var start = Int(tokens[cursor].offset), end = Int(tokens[cursor].end)
        if end - start >= 2, bytes[start] == UInt8(ascii: "`") { (start, end) = (start + 1, end - 1) }
        let found = Import(module: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self),
                           token: Int32(cursor), isExported: isExported)
        cursor += 1
        while kind(cursor) == .period, kind(cursor + 1) == .identifier || kind(cursor + 1) == .keyword || kind(cursor + 1) == .operator {
            cursor += 2
        }
        return (found, cursor)
    }
}

extension ArchitectureFacts {
    /// Name `number`'s UTF-8 bytes: what the layer rules look names up by (no `String` copied or hashed).
    /// Inlined: called for each name a file's rules look up, its closure kept its captures retained.
    @inline(__always) func withName<Result>(_ number: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try names.withName(Int(number), body)
    }
}

extension ArchitectureFacts {
    /// The declared names and imports first, so a project-wide join reads them without the references.
    var encoded: ByteSlice {
        var writer = BinaryWriter()
        writer.write(UInt64(declared.count))
        for entry in declared {
            writer.write(entry.name)
            writer.write(entry.outer)
            writer.write(UInt64(entry.scope.rawValue) << 1 | (entry.isPrivate ? 1 : 0))
        }
        writer.write(UInt64(imports.count))
        for entry in imports {
            writer.write(entry.module)
            writer.write(entry.token)
            writer.write(entry.isExported)
        }
        names.encode(to: &writer)
        writer.write(UInt64(references.count))
        for reference in references {
            writer.write(reference.name)
            writer.write(reference.token)
            writer.write(reference.member)
            writer.write(reference.memberToken)
            writer.write(reference.extended)
        }
        return ByteSlice(writer.bytes)
    }

    /// How much of an encoding to read: the declared names and imports (what a project-wide join
    /// reads), those and the names the references point into, or everything.
    public enum Reading: Sendable {
        case declarations, names, all
    }

    /// The encoding's parts in order, each read once: `ArchitectureFactsSource` (the one reader of
    /// an encoding) reads on from where an earlier, shorter reading stopped.
    fileprivate mutating func decodeDeclarations(_ reader: inout BinaryReader) throws {
        declared = try (0..<reader.readCount()).map { _ in
            let name = try reader.readString(), outer = try reader.readString(), flags = try reader.readUInt()
            guard let scope = Declared.Scope(rawValue: UInt8(truncatingIfNeeded: flags >> 1)) else { throw BinaryReader.Corrupt() }
            return Declared(name: name, outer: outer, scope: scope, isPrivate: flags & 1 != 0)
        }
        imports = try (0..<reader.readCount()).map { _ in
            Import(module: try reader.readString(), token: try reader.readInt32(), isExported: try reader.readBool())
        }
    }

    fileprivate mutating func decodeNames(_ reader: inout BinaryReader) throws {
        names = try NameList(reading: &reader)
    }

    fileprivate mutating func decodeReferences(_ reader: inout BinaryReader) throws {
        let names = names.count
        references = try (0..<reader.readCount()).map { _ in
            let reference = Reference(name: try reader.readInt32(), token: try reader.readInt32(), member: try reader.readInt32(),
                                      memberToken: try reader.readInt32(), extended: try reader.readInt32())
            guard reference.name >= 0, reference.name < names, reference.member < names, reference.extended < names
            else { throw BinaryReader.Corrupt() }
            return reference
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
    }
}

/// One file's `ArchitectureFacts` as the index holds them: a scanned file's as found, encoded only
/// when the cache is written (encoding them to decode them again for each rule was a tenth of a
/// configured run's rule time); a cached file's as their bytes, each part decoded at most once, on
/// the first reading that asks for it (a project-wide join reads the declarations of every file,
/// the rules the rest of the files they check).
final class ArchitectureFactsSource: @unchecked Sendable {
    /// The facts of a file whose run records none (written as an encoding of no bytes).
    static let none = ArchitectureFactsSource(bytes: ByteSlice([]), lock: nil, facts: ArchitectureFacts(), decoded: .all, isScanned: false)

    /// The encoding (empty for a scanned file's or none).
    private let bytes: ByteSlice
    /// The lock `facts`, `decoded` and `position` change under; nil when they never change.
    private let lock: Lock?
    private var facts: ArchitectureFacts
    /// How much of the encoding `facts` holds: nil before any of it.
    private var decoded: ArchitectureFacts.Reading?
    /// Where the encoding's next part starts.
    private var position: Int
    /// Found by the scan, not read from an encoding.
    private let isScanned: Bool

    private init(bytes: ByteSlice, lock: Lock?, facts: ArchitectureFacts, decoded: ArchitectureFacts.Reading?, isScanned: Bool) {
        self.bytes = bytes
        self.lock = lock
        self.facts = facts
        self.decoded = decoded
        position = bytes.startIndex
        self.isScanned = isScanned
    }

    /// A scanned file's facts.
    convenience init(scanned facts: ArchitectureFacts) {
        self.init(bytes: ByteSlice([]), lock: nil, facts: facts, decoded: .all, isScanned: true)
    }

    /// A cached file's facts, decoded under `lock` (which the facts of one run share).
    convenience init(encoded bytes: ByteSlice, lock: Lock) {
        self.init(bytes: bytes, lock: lock, facts: ArchitectureFacts(), decoded: bytes.count == 0 ? .all : nil, isScanned: false)
    }

    /// The facts as far as `reading` asks (more when more has been decoded). A damaged encoding,
    /// which the cache's checksum makes all but impossible, gives none.
    func facts(reading: ArchitectureFacts.Reading) -> ArchitectureFacts {
        guard let lock else { return facts }
        let start = lock.withLock { (facts: self.facts, decoded: self.decoded, position: self.position) }
        if let decoded = start.decoded, decoded.covers(reading) { return start.facts }
        // Decoded outside the lock, so threads wanting different files' facts do not wait on each other.
        var facts = start.facts, reached = start.decoded, position = start.position
        var reader = BinaryReader(bytes[position..<bytes.endIndex])
        do {
            if reached == nil {
                try facts.decodeDeclarations(&reader)
                reached = .declarations
            }
            if reading != .declarations, reached == .declarations {
                try facts.decodeNames(&reader)
                reached = .names
            }
            if reading == .all, reached == .names {
                try facts.decodeReferences(&reader)
                reached = .all
            }
            position = reader.position
        } catch {
            (facts, reached, position) = (ArchitectureFacts(), .all, bytes.endIndex)
        }
        return lock.withLock {
            // Another thread may have read as far or further meanwhile.
            if let reached, self.decoded.map({ !$0.covers(reached) }) ?? true {
                (self.facts, self.decoded, self.position) = (facts, reached, position)
            }
            return self.facts
        }
    }

    /// Writes the facts' encoding, length first: a cached file's bytes as they were read.
    func encode(to writer: inout BinaryWriter) {
        let encoded = isScanned ? facts.encoded : bytes
        writer.write(UInt64(encoded.count))
        writer.append(encoded)
    }
}

extension ArchitectureFacts.Reading {
    /// Whether facts decoded this far hold what `other` reads (each reading holds the shorter ones).
    fileprivate func covers(_ other: Self) -> Bool { depth >= other.depth }

    private var depth: Int {
        switch self {
        case .declarations: return 0
        case .names: return 1
        case .all: return 2
        }
    }
}
