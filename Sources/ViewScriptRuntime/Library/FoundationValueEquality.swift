/// Foundation's value types compare by their contents, as Swift's `==` does on them: two
/// `UUID`s of the same bytes, two `URL`s of the same string are equal (and hash alike, so
/// they work as `Set` elements and dictionary keys), whichever call made them. (`Date`:
/// `DateArithmetic.swift`.)
extension UUIDObject: NativeEquatable {
    func isEqual(to other: NativeObject) -> Bool { (other as? UUIDObject)?.text.uppercased() == text.uppercased() }
    var hashKey: Int { text.uppercased().hashValue }
}

extension URLObject: NativeEquatable {
    func isEqual(to other: NativeObject) -> Bool { (other as? URLObject)?.text == text }
    var hashKey: Int { text.hashValue }
}

extension LocaleObject: NativeEquatable {
    func isEqual(to other: NativeObject) -> Bool { (other as? LocaleObject)?.locale == locale }
    var hashKey: Int { locale.hashValue }
}

extension TimeZoneObject: NativeEquatable {
    func isEqual(to other: NativeObject) -> Bool { (other as? TimeZoneObject)?.timeZone == timeZone }
    var hashKey: Int { timeZone.hashValue }
}

extension DateComponentsObject: NativeEquatable {
    func isEqual(to other: NativeObject) -> Bool { (other as? DateComponentsObject)?.components == components }
    var hashKey: Int { components.hashValue }
}

extension QueryItemObject: NativeEquatable {
    func isEqual(to other: NativeObject) -> Bool { (other as? QueryItemObject)?.item == item }
    var hashKey: Int { item.hashValue }
}
