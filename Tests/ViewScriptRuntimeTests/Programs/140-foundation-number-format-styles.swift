// Number format styles and NumberFormatter, with the locale written out.
import Foundation

let us = Locale(identifier: "en_US")
print(1234567.formatted(.number.locale(us)))
print(1234.5.formatted(.number.locale(us)))
print(3.14159.formatted(.number.precision(.fractionLength(2)).locale(us)))
print(2.0.formatted(.number.precision(.fractionLength(0...2)).locale(us)))
print(1234.5678.formatted(.number.precision(.significantDigits(3)).locale(us)))
print(1234567.formatted(.number.grouping(.never).locale(us)))
print(1234567.formatted(.number.notation(.compactName).locale(us)))
print(2.5.formatted(.number.rounded(rule: .up).precision(.fractionLength(0)).locale(us)))
print(42.formatted(.percent.locale(us)))
print(0.256.formatted(.percent.locale(us)))
print(0.256.formatted(.percent.precision(.fractionLength(1)).locale(us)))
print(1234.5.formatted(.currency(code: "USD").locale(us)))
print(19.formatted(.currency(code: "USD").locale(us)))
print(1234.5.formatted(.currency(code: "JPY").locale(us)))
print(1234.5.formatted(.number.locale(Locale(identifier: "fr_CH"))))
let formatter = NumberFormatter()
formatter.locale = us
formatter.numberStyle = .decimal
print(formatter.string(from: NSNumber(value: 1234567.891))!)
formatter.maximumFractionDigits = 1
print(formatter.string(from: NSNumber(value: 2.25))!)
formatter.minimumFractionDigits = 1
print(formatter.string(from: NSNumber(value: 2))!)
formatter.numberStyle = .currency
print(formatter.string(from: NSNumber(value: 9.99))!)
formatter.numberStyle = .percent
print(formatter.string(from: NSNumber(value: 0.5))!)
formatter.numberStyle = .spellOut
print(formatter.string(from: NSNumber(value: 1969))!)
formatter.numberStyle = .ordinal
print(formatter.string(from: NSNumber(value: 22))!)
print(String(format: "%.3f|%5.1f|%-4d|%04d|%x|%@", 2.0 / 3.0, 9.87, 7, 42, 255, "text"))
