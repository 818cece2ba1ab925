// Format styles written with their type name, and lists (each with an explicit locale and time zone).
import Foundation
let utc = TimeZone(identifier: "UTC")!
let us = Locale(identifier: "en_US")
let de = Locale(identifier: "de_DE")
let day = Date(timeIntervalSince1970: 86400 * 400 + 3600 * 15)
print(day.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: us, timeZone: utc)))
print(day.formatted(Date.FormatStyle(date: .long, time: .omitted, timeZone: utc).locale(de)))
print(day.formatted(Date.FormatStyle(date: .numeric, time: .omitted, locale: us, timeZone: utc)))
print(12.5.formatted(FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)).locale(us)))
print(1234.formatted(IntegerFormatStyle<Int>.number.locale(de)))
print(3.formatted(IntegerFormatStyle<Int>.Currency(code: "EUR").locale(us)))
print(0.25.formatted(FloatingPointFormatStyle<Double>.Percent().locale(us)))
print(["apples", "pears", "plums"].formatted(.list(type: .and).locale(us)))
print(["tea", "coffee", "milk"].formatted(.list(type: .or).locale(us)))
print(["a", "b", "c"].formatted(.list(type: .and, width: .short).locale(us)))
print(["a", "b", "c"].formatted(.list(type: .and).locale(de)))
print(["solo"].formatted(.list(type: .and).locale(us)))
print([1000, 2].formatted(.list(memberStyle: .number.locale(us), type: .and).locale(us)))
