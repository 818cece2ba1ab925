import Foundation

/// The Foundation types a SwiftUI screen creates for formatting and dates: their
/// initializers and static members (`DateFormatter()`, `Locale(identifier:)`, `Calendar.current`).
enum FoundationNames {
    /// Type names the compiler accepts (see `KnownNames`).
    static let typeNames: Set<String> = [
        "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "RelativeDateTimeFormatter", "TimeZone",
        "DateComponents", "FormatStyle", "URLComponents", "URLQueryItem", "CodingKey", "UTF8", "DecodingError",
        "EncodingError", "Decoder", "Encoder", "NSNumber", "Locale", "KeyedDecodingContainer", "KeyedEncodingContainer",
        "SingleValueDecodingContainer", "SingleValueEncodingContainer", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer",
        "NSRegularExpression", "NSTextCheckingResult", "NSRange", "ListFormatter", "DateComponentsFormatter", "ByteCountFormatter",
        "IntegerFormatStyle", "FloatingPointFormatStyle", "ListFormatStyle", "AttributedString", "Scanner",
        "Measurement", "Dimension", "Unit", "UnitLength", "UnitTemperature", "UnitMass", "UnitDuration", "UnitSpeed",
        "UnitVolume", "UnitEnergy", "NSDecimalNumber", "DateInterval",
    ]

    static func construct(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        if let value = try NotificationNames.construct(name, arguments, context) { return value }
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("DateFormatter", []): return .native(FormatterObject(.date))
        case ("ISO8601DateFormatter", []): return .native(FormatterObject(.iso8601))
        case ("NumberFormatter", []): return .native(FormatterObject(.number))
        case ("RelativeDateTimeFormatter", []): return .native(FormatterObject(.relative))
        case ("DateComponentsFormatter", []): return .native(DateComponentsFormatterObject())
        case ("ByteCountFormatter", []): return .native(ByteCountFormatterObject())
        case ("Locale", ["identifier"]):
            guard let identifier = values[0].asString else { return nil }
            return .native(LocaleObject(Locale(identifier: identifier)))
        case ("TimeZone", ["identifier"]):
            guard let identifier = values[0].asString else { return nil }
            return TimeZone(identifier: identifier).map { .some(.native(TimeZoneObject($0))) } ?? Value.none
        case ("TimeZone", ["secondsFromGMT"]):
            guard let seconds = values[0].asInt else { return nil }
            return TimeZone(secondsFromGMT: seconds).map { .some(.native(TimeZoneObject($0))) } ?? Value.none
        case ("Calendar", ["identifier"]):
            guard values[0].symbolMember == "gregorian" else {
                throw context.failure(.notSimulated("Calendar(identifier: \(context.interpreter.describeForMessage(values[0])))"))
            }
            return .native(CalendarObject(context.interpreter.device.calendar))
        case ("DateComponents", _): return DateComponentsObject.construct(arguments)
        case ("DateInterval", _): return try DateIntervalObject.construct(arguments, context)
        case ("NSNumber", ["value"]): return values[0]
        case ("Scanner", _): return ScannerObject.construct(arguments)
        case ("Regex", _): return try RegexObject.construct(arguments, context)
        case ("ListFormatter", []): return .native(ListFormatterObject())
        case ("Measurement", _): return try MeasurementObject.construct(arguments, context)
        case ("Decimal", _): return try DecimalObject.construct(arguments, context)
        case ("NSDecimalNumber", _): return try NSDecimalNumberObject.construct(arguments, context)
        case ("AttributedString", _): return try AttributedStringObject.construct(arguments, context)
        case ("IntegerFormatStyle", _), ("FloatingPointFormatStyle", _):
            return try FormatStyleInitializers.callStatic(.named(name, []), "init", arguments, context)
        case ("NSRegularExpression", _): return try NSRegularExpressionObject.construct(arguments, context)
        case ("NSRange", _): return try NSRangeObject.construct(arguments, context)
        case (_, _) where CombineLibrary.typeNames.contains(name) || name == "AnyCancellable":
            return try CombineLibrary.construct(name, arguments, context)
        case ("Data", let labels) where labels.first == "contentsOf": return try FileLibrary.constructData(arguments, context)
        case ("Data", _): return DataObject.construct(arguments)
        case ("URLRequest", _): return URLRequestObject.construct(arguments)
        case ("URLError", [nil]):
            guard let code = values[0].symbolMember.flatMap(URLErrorObject.Code.init(rawValue:)) else { return nil }
            return .native(URLErrorObject(code, url: nil))
        case ("URLComponents", _): return URLComponentsObject.construct(arguments)
        case ("URLQueryItem", _): return QueryItemObject.construct(arguments)
        case ("JSONEncoder", []): return .native(JSONCoderObject(isEncoder: true))
        case ("JSONDecoder", []): return .native(JSONCoderObject(isEncoder: false))
        case ("UUID", ["uuidString"]):
            guard let text = values[0].asString else { return nil }
            return UUID(uuidString: text).map { .some(.native(UUIDObject(text: $0.uuidString))) } ?? Value.none
        default: return nil
        }
    }

    static func staticMember(_ typeName: String, _ name: String, _ context: CallContext) throws -> Value? {
        if let unit = try UnitObject.staticMember(typeName, name, context) { return unit }
        switch (typeName, name) {
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): return .native(LocaleObject(context.interpreter.device.locale))
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"): return .native(TimeZoneObject(context.interpreter.device.timeZone))
        case ("TimeZone", "gmt"): return .native(TimeZoneObject(TimeZone(identifier: "GMT")!))
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return .native(CalendarObject(context.interpreter.device.calendar))
        case ("RunLoop", "main"), ("RunLoop", "current"):
            // A scheduler for `receive(on:)`, `debounce(for:scheduler:)`: everything runs on the main thread.
            return .native(SymbolValue("RunLoop.\(name)", member: name))
        case ("Decimal", _): return DecimalObject.staticMember(name)
        case ("NSDecimalNumber", "zero"): return .native(NSDecimalNumberObject(.zero))
        case ("NSDecimalNumber", "one"): return .native(NSDecimalNumberObject(.one))
        case ("NSDecimalNumber", "notANumber"): return .native(NSDecimalNumberObject(.notANumber))
        case ("Date", "distantPast"): return .date(secondsSince1970: Date.distantPast.timeIntervalSince1970)
        case ("Date", "distantFuture"): return .date(secondsSince1970: Date.distantFuture.timeIntervalSince1970)
        default: return nil
        }
    }
}
