// Conversions through Foundation's typealiases (`TimeInterval(5)`, `Float64(n)`) and through
// the program's own, and iOS 16's locale components (`Locale.Region`, `Locale.Currency`,
// `Locale.Language`) of fixed locales, printed and compared as Foundation does.
import Foundation
let n = 3
let seconds = TimeInterval(5)
let wide = Float64(n)
let half = TimeInterval(n) / 2
print(seconds, wide, half, type(of: seconds), type(of: half))
typealias Meters = Double
let distance = Meters(n) + 0.25
print(distance, Double(n) * 1.5, Int(TimeInterval(7.9)))
let delays: [TimeInterval] = [TimeInterval(1), TimeInterval(n), 0.5]
print(delays, delays.reduce(0, +))
let german = Locale(identifier: "de_DE")
print(german.region!.identifier, german.currency!.identifier, german.language.languageCode!.identifier)
print(german.language.region?.identifier ?? "none", german.language.minimalIdentifier)
print(german.region!, german.language.languageCode!)
print(type(of: german.region!), type(of: german.currency!), type(of: german.language))
let japanese = Locale(identifier: "ja_JP")
print(japanese.currency?.identifier ?? "none", japanese.region == german.region, japanese.region == japanese.region)
print(german.currencyCode ?? "none", german.regionCode ?? "none", german.languageCode ?? "none")
let plain = Locale(identifier: "fr")
print(plain.region?.identifier ?? "no region", plain.currency?.identifier ?? "no currency", plain.language.languageCode?.identifier ?? "-")
