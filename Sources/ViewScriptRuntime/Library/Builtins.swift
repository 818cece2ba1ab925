import ViewScriptSyntax

/// The library's free functions, static members and initializers of built-in types, and
/// the names the compiler accepts for them.
enum Builtins {
    static let functionNames: Set<String> = [
        "print", "debugPrint", "dump", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
        "type", "min", "max", "abs", "zip", "stride", "sleep", "usleep", "swap", "withTaskCancellationHandler",
        "repeatElement", "floor", "ceil", "round", "sqrt", "pow", "log", "log2", "log10", "exp", "sin", "cos", "tan",
        "atan2", "withAnimation", "withTransaction", "numericCast", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "withTaskGroup", "withThrowingTaskGroup", "NSLocalizedString",
        // The rest of the C math functions Foundation brings in (see NumberFunctions).
        "cbrt", "trunc", "fabs", "exp2", "expm1", "log1p", "asin", "acos", "atan", "sinh", "cosh", "tanh",
        "asinh", "acosh", "atanh", "hypot", "fmod", "remainder", "copysign", "fmin", "fmax", "sequence",
    ]
    static let typeMembers: Set<String> = ["self", "init", "allCases", "Type", "_printChanges", "_logChanges"]
    /// Members a built-in type's extension may use on an implicit `self`.
    static let builtinInstanceMembers: Set<String> = [
        "count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex", "description", "map", "filter",
        "reduce", "contains", "append", "insert", "remove", "removeAll", "sorted", "reversed", "magnitude", "isMultiple",
        "uppercased", "lowercased", "hasPrefix", "hasSuffix", "split", "joined", "enumerated", "prefix",
        "suffix", "dropFirst", "dropLast", "forEach", "compactMap", "flatMap", "rounded", "squareRoot", "keys", "values",
        "allSatisfy", "firstIndex", "lastIndex", "isNaN", "toggle", "sort", "shuffled", "randomElement", "rawValue",
        "index", "distance", "removeFirst", "removeLast", "popLast", "reduce", "utf8", "unicodeScalars", "isLetter",
        "isNumber", "isWhitespace", "isUppercase", "isLowercase", "asciiValue", "squareRoot", "truncatingRemainder",
        "signum", "isZero", "isEven", "negate", "capitalized", "trimmingCharacters", "components", "contains",
    ]
    /// Library functions whose arguments are `@autoclosure`s.
    static let autoclosureFunctions: Set<String> = ["precondition", "assert"]

    static func resultType(of name: String) -> RuntimeType? {
        switch name {
        case "sqrt", "pow", "floor", "ceil", "round", "log", "exp", "sin", "cos", "tan", "cbrt", "trunc", "fabs", "exp2",
             "expm1", "log1p", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "hypot", "fmod",
             "remainder", "copysign", "fmin", "fmax", "log2", "log10", "atan2": return .double
        default: return nil
        }
    }

    /// UIKit and SwiftUI base-class methods a subclass's `super.` call reaches (they do nothing here).
    static func isInertSuperCall(_ name: String) -> Bool {
        ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "loadView",
         "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews", "awakeFromNib", "init", "deinit",
         "didReceiveMemoryWarning", "updateViewConstraints"].contains(name)
    }

    /// A library function used as a value (`reduce(0, +)` is handled by the compiler; `max` here).
    static func value(named name: String, _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        .function(Function(builtin: name) { context, values in
            let arguments = CallArguments(values: values, labels: values.map { _ in nil }, inoutTargets: values.map { _ in nil },
                                          thunks: values.map { _ in nil }, firstTrailingClosure: nil)
            return try call(name, arguments, context)
        })
    }

    static func call(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value {
        let interpreter = context.interpreter
        let values = arguments.values
        func labelled(_ label: String) -> Value? {
            arguments.labels.firstIndex(of: label).map { values[$0] }
        }
        func forced(_ index: Int) throws -> Value {
            guard index < values.count else { return .void }
            if let thunk = arguments.thunks[index] { return try context.call(thunk) }
            return values[index]
        }
        let positional = arguments.labels.enumerated().filter { $0.element == nil }.map { values[$0.offset] }
        switch name {
        case "NSLocalizedString":
            return try Localization.nsLocalizedString(arguments, context)
        case "print", "debugPrint":
            let separator = labelled("separator")?.asString ?? " "
            let terminator = labelled("terminator")?.asString ?? "\n"
            if name == "print" {
                try interpreter.printLine(positional, separator: separator, terminator: terminator, at: context.range)
            } else {
                try interpreter.debugPrintLine(positional, separator: separator, terminator: terminator, at: context.range)
            }
            return .void
        case "dump":
            guard let value = positional.first else { return .void }
            let text = try interpreter.dump(value, name: labelled("name")?.asString, indent: labelled("indent")?.asInt ?? 0,
                                            maxDepth: labelled("maxDepth")?.asInt ?? Int.max,
                                            maxItems: labelled("maxItems")?.asInt ?? Int.max, at: context.range)
            interpreter.write(text)
            return value
        case "fatalError":
            let message = try positional.first.map { try interpreter.describe($0) } ?? ""
            throw context.trap(message.isEmpty ? "Fatal error" : "Fatal error: \(message)")
        case "preconditionFailure":
            let message = try positional.first.map { try interpreter.describe($0) } ?? ""
            throw context.trap(message.isEmpty ? "Fatal error" : "Fatal error: \(message)")
        case "precondition", "assert":
            guard try interpreter.truth(try forced(0), at: context.range) else {
                let message = values.count > 1 ? try interpreter.describe(try forced(1)) : ""
                let kind = name == "precondition" ? "Precondition failed" : "Assertion failed"
                throw context.trap(message.isEmpty ? kind : "\(kind): \(message)")
            }
            return .void
        case "assertionFailure":
            let message = try positional.first.map { try interpreter.describe($0) } ?? ""
            throw context.trap(message.isEmpty ? "Fatal error" : "Fatal error: \(message)")
        case "type":
            guard let value = labelled("of") else { return .void }
            // Swift's type is the nested generic one (`LazyFilterSequence<LazyMapSequence<...>>`).
            if LazySequenceObject.isLazy(value) { throw context.failure(.notSimulated("type(of:) of a lazy sequence")) }
            return .type(interpreter.runtimeType(of: value))
        case "sleep":
            let seconds = values.first?.asInt ?? 0
            interpreter.executor.blockingSleep(nanoseconds: Int64(seconds) * 1_000_000_000)
            return .int(0)
        case "usleep":
            interpreter.executor.blockingSleep(nanoseconds: Int64(values.first?.asInt ?? 0) * 1_000)
            return .int(0)
        case "withAnimation": return try Animations.withAnimation(arguments, context)
        case "withTransaction": return try Animations.withTransaction(arguments, context)
        case "numericCast":
            return values.first ?? .void
        default:
            break
        }
        if let result = try Library.numberFunction(name, labels: arguments.labels, arguments: values, context) { return result }
        if let result = try Library.collectionFunction(name, labels: arguments.labels, arguments: values, context) { return result }
        if name == "sequence", let result = try Library.unfoldSequence(arguments.labels, values, context) { return result }
        if let result = try ConcurrencyLibrary.function(name, arguments, context) { return result }
        if name == "min" || name == "max", values.count >= 2, arguments.labels.allSatisfy({ $0 == nil }) {
            // `max(a, b)` of a user `Comparable` type: its `<`, with Swift's tie rules
            // (`min` keeps the first of equals, `max` the last).
            var result = values[0]
            for value in values.dropFirst() {
                if name == "min" ? try context.less(value, result) : !(try context.less(value, result)) { result = value }
            }
            return result
        }
        throw context.failure(.notInSubset("\(name)(\(arguments.labelText))"))
    }

    /// `Int.random(in:)`, `Task.sleep(for:)`, `DispatchQueue.main.async { }`...
    static func callStatic(_ type: RuntimeType, _ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        if case .named("Binding", _) = type, name == "constant", let value = arguments.values.first {
            return .native(BindingObject(.constant(value)))
        }
        if case .named(let typeName, _) = type, KnownNames.isNotSimulated(typeName) { throw context.failure(.notSimulated(typeName)) }
        if let result = try ConcurrencyLibrary.callStatic(type, name, arguments, context) { return result }
        if case .named(let typeName, _) = type, let result = try CombineLibrary.callStatic(typeName, name, arguments, context) { return result }
        if case .named("ContentUnavailableView", _) = type, name == "search", arguments.labels == ["text"] {
            return try context.interpreter.makeView("ContentUnavailableView", CallArguments(values: arguments.values, labels: ["_search"],
                inoutTargets: [nil], thunks: [nil], firstTrailingClosure: nil), at: context.range)
        }
        if case .named(let typeName, _) = type, UIKitLibrary.objectTypes.contains(typeName), name != "init" {
            return .void  // `NSLayoutConstraint.activate([...])`, `UIView.animate(...)`: inert.
        }
        if let result = try FormatStyleInitializers.callStatic(type, name, arguments, context) { return result }
        if case .named("ListFormatter", _) = type, let result = try ListFormatterObject.callStatic(name, arguments, context) { return result }
        if case .named("ByteCountFormatter", _) = type, let result = try ByteCountFormatterObject.callStatic(name, arguments, context) { return result }
        if let result = try Library.staticMethod(type.description, name, labels: arguments.labels, arguments: arguments.values, context) {
            return result
        }
        if name == "init" { return try construct(type, arguments, context) }
        if case .named("Angle", _) = type, let angle = AngleValue.callStatic(name, arguments) { return angle }
        // `Font.system(size: 12)`, `Animation.spring(response: 0.3)`, `Angle.degrees(45)`.
        if case .named(let typeName, _) = type, Catalogue.isStyleValueType(typeName) {
            return .native(SymbolValue("\(typeName).\(name)(...)", arguments: arguments.values, labels: arguments.labels, member: name))
        }
        return nil
    }

    static func staticMember(_ type: RuntimeType, _ name: String, _ context: CallContext) throws -> Value? {
        if case .named(let typeName, _) = type, KnownNames.isNotSimulated(typeName) { throw context.failure(.notSimulated(typeName)) }
        if case .named("MemoryLayout", let arguments) = type, let subject = arguments.first {
            return MemoryLayoutFacts.member(name, of: subject)
        }
        if case .named("EditMode", _) = type, let mode = EditModeValue.named(name) { return mode }
        if let style = FormatStyleInitializers.staticMember(type, name) { return style }
        if case .named("CommandLine", _) = type {
            // A simulated program is started without arguments: only its name, like `main`.
            switch name {
            case "arguments": return .array(ArrayValue([.string("main")], elementType: .string))
            case "argc": return .int(1)
            default: break
            }
        }
        if case .named("Date", _) = type, name == "now" { return .native(DateObject.now(context.interpreter)) }
        if case .named("UserDefaults", _) = type, name == "standard" { return .native(UserDefaultsObject(context.interpreter.storage.userDefaults)) }
        if case .named(let typeName, _) = type, let value = try FoundationNames.staticMember(typeName, name, context) { return value }
        if case .named(let typeName, _) = type, let value = try NotificationNames.staticMember(typeName, name, context) { return value }
        if case .named(let typeName, _) = type, let value = FileLibrary.staticMember(typeName, name) { return value }
        if case .named("ContentUnavailableView", _) = type, name == "search" {
            // `ContentUnavailableView.search`: the system's view for a search without results.
            return .native(ViewValue(.builtin(name: "ContentUnavailableView", arguments: [.void], labels: ["_search"], content: [:])))
        }
        if case .named(let typeName, _) = type, let value = GeometryLibrary.staticMember(typeName, name) { return value }
        if case .named("Angle", _) = type, let value = AngleValue.staticMember(name) { return value }
        if case .named(let typeName, _) = type, let value = UIKitLibrary.staticMember(typeName, name, context) { return value }
        if let result = try ConcurrencyLibrary.staticMember(type, name, context) { return result }
        if let result = try Library.staticMember(type.description, name, context) { return result }
        if case .named("CharacterSet", _) = type { return Library.characterSet(named: name) }
        if case .named(let typeName, _) = type, Catalogue.isStyleValueType(typeName) {
            let symbol = SymbolValue("\(typeName).\(name)")
            // `Color.red` is a view as well as a style (`Color` conforms to `View`).
            if typeName == "Color" {
                return .native(ViewValue(.builtin(name: "Color", arguments: [.native(symbol)], labels: [nil], content: [:])))
            }
            return .native(symbol)
        }
        return nil
    }

    /// `.name` with a built-in contextual type (or none).
    static func implicitMember(_ name: String, context type: RuntimeType?, arguments: CallArguments?, _ context: CallContext) throws -> Value? {
        // `colorScheme == .dark`: a member of the same kind as a symbol of the library.
        if case .named("Symbol", _)? = type, arguments == nil { return .native(SymbolValue(".\(name)")) }
        if let type {
            if let arguments { return try callStatic(type, name, arguments, context) }
            return try staticMember(type, name, context)
        }
        if name == "constant", let value = arguments?.values.first, arguments?.values.count == 1 {
            return .native(BindingObject(.constant(value)))
        }
        if let result = try ConcurrencyLibrary.implicitMember(name, arguments, context) { return result }
        if arguments == nil, let value = ScalarStatics.implicitMember(name, contextType: type?.description) { return value }
        // `.title`, `.leading`, `.bordered`, `.system(size: 12)`: styling arguments of SwiftUI.
        if type == nil || type.map({ if case .named(let name, _) = $0 { return Catalogue.isStyleValueType(name) } else { return false } }) == true {
            return .native(SymbolValue(".\(name)" + (arguments == nil ? "" : "(...)"), arguments: arguments?.values ?? [],
                                       labels: arguments?.labels ?? [], member: name))
        }
        return nil
    }

    /// `String(x)`, `Int("3")`, `Array(1...3)`, `Task { }`, `Optional(x)`.
    static func construct(_ type: RuntimeType, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let interpreter = context.interpreter
        let values = arguments.values
        switch type {
        case .string where arguments.labels == ["describing"]:
            return .string(try interpreter.describe(values[0], at: context.range))
        case .string where arguments.labels == ["reflecting"]:
            return .string(try interpreter.debugDescribe(values[0], at: context.range))
        case .optional:
            return values.first.map { Value.some($0) } ?? Value.none
        case .range: return try NSRangeObject.stringRange(arguments, context)
        case .array(let element):
            if values.isEmpty { return .array(ArrayValue([], elementType: element)) }
            return try Library.constructCollection("Array", labels: arguments.labels, arguments: values, context)
        case .set(let element):
            if values.isEmpty { return .set(SetValue([], elementType: element)) }
            return try Library.constructCollection("Set", labels: arguments.labels, arguments: values, context)
        case .dictionary(let key, let value):
            if values.isEmpty { return .dictionary(DictionaryValue(keyType: key, valueType: value)) }
            return try Library.constructCollection("Dictionary", labels: arguments.labels, arguments: values, context)
        case .int, .double, .bool, .string, .character, .sized, .float:
            return try Library.constructScalar(type.description, labels: arguments.labels, arguments: values, context)
        case .named(let name, _) where ViewBuilderRules.isView(name):
            return try context.interpreter.makeView(name, arguments, at: context.range)
        case .named("State", _) where arguments.labels == ["initialValue"] || arguments.labels == ["wrappedValue"],
             .named("ObservedObject", _) where arguments.labels == ["initialValue"] || arguments.labels == ["wrappedValue"]:
            // `_count = State(initialValue: x)`: until the view graph gives the field its
            // storage, a `@State` field holds its initial value (an `@ObservedObject` its object).
            return values[0]
        case .named("StateObject", _) where arguments.labels == ["wrappedValue"]:
            guard let thunk = arguments.thunks[0] else { return nil }
            return .native(StateObjectThunk(thunk, at: context.range))
        case .named("Binding", _), .named("Bindable", _):
            return try BindingLibrary.construct(type, arguments, context)
        case .named("ObjectIdentifier", _):
            guard case .object(let object)? = values.first else { return nil }
            return .int(Int(bitPattern: UInt(bitPattern: ObjectIdentifier(object).hashValue)))
        case .named(let name, _):
            if KnownNames.isNotSimulated(name) { throw context.failure(.notSimulated(name)) }
            if let result = try Library.constructErasedSequence(name, arguments, context) { return result }
            if let result = constructFoundation(name, arguments, context) { return result }
            if let result = try FoundationNames.construct(name, arguments, context) { return result }
            if name == "IndexSet" { return try IndexSetObject.construct(arguments, context) }
            if let result = try SortComparators.construct(name, arguments, context) { return result }
            if SwiftDataLibrary.typeNames.contains(name), let result = try SwiftDataLibrary.construct(type, arguments, context) { return result }
            if GeometryLibrary.typeNames.contains(name) { return GeometryLibrary.construct(name, arguments) }
            if MapKitValues.typeNames.contains(name) { return MapKitValues.construct(name, arguments) }
            if name == "Angle" { return AngleValue.construct(arguments) }
            // `NavigationPath()`, `NavigationPath(routes)`: a type-erased list of the values pushed,
            // held as an array of any elements (`append`, `removeLast`, `count`, `isEmpty`).
            // `ModifiedContent(content: view, modifier: Framed())` is `view.modifier(Framed())`.
            if name == "ModifiedContent", arguments.labels == ["content", "modifier"] {
                let modifier = CallArguments(values: [values[1]], labels: [nil], inoutTargets: [nil], thunks: [nil], firstTrailingClosure: nil)
                return try interpreter.makeModifier(values[0], "modifier", modifier, at: context.range)
            }
            // `TupleView((Text("a"), Text("b")))`: the views of the tuple, as a view builder's block.
            if name == "TupleView", values.count == 1, case .tuple(let tuple) = values[0] {
                return .native(ViewValue(.block(tuple.elements)))
            }
            if name == "NavigationPath" {
                if values.isEmpty { return .array(ArrayValue([], elementType: nil)) }
                guard values.count == 1, let elements = try interpreter.elements(of: values[0], at: context.range) else { return nil }
                return .array(ArrayValue(elements, elementType: nil))
            }
            // `LocalizedStringKey(name)`: a key made from a string at run time, whose Markdown `Text` renders.
            if name == "LocalizedStringKey", values.count == 1, let text = values[0].asString { return .native(LocalizedStringKeyValue([.literal(text)])) }
            if name == "GridItem" { return GridItemValue.construct(arguments) }
            if Catalogue.type(name)?.kind == .valueType {
                // `Gradient(colors:)`, `StrokeStyle(lineWidth:)`, `SegmentedPickerStyle()`.
                return .native(SymbolValue("\(name)(...)", arguments: values, labels: arguments.labels))
            }
            if UIKitLibrary.objectTypes.contains(name) { return .native(UIKitObject(name)) }
            if let result = try ConcurrencyLibrary.construct(name, arguments, context) { return result }
            if let result = try Library.constructScalar(name, labels: arguments.labels, arguments: values, context) { return result }
            return try Library.constructCollection(name, labels: arguments.labels, arguments: values, context)
        default:
            return nil
        }
    }
}
