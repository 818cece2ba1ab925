// NSDecimalNumber as SwiftUI apps use it: a Decimal total turned into a Double for a
// ProgressView or a percentage, an Int count, text read as a number.
// Own code.
import Foundation

let spent: Decimal = 37.5
let budget: Decimal = 50
let share = NSDecimalNumber(decimal: spent / budget).doubleValue
print(share, type(of: share))
print(NSDecimalNumber(decimal: 12.99).intValue, NSDecimalNumber(decimal: -7.9).intValue)
let parsed = NSDecimalNumber(string: "19.95")
print(parsed, parsed.stringValue, parsed.doubleValue, parsed.decimalValue + 0.05)
print(NSDecimalNumber(string: "abc").doubleValue.isNaN)
print(NSDecimalNumber(value: 3), NSDecimalNumber(value: 2.5).doubleValue)
print(NSDecimalNumber(decimal: 0).boolValue, NSDecimalNumber(decimal: 2).boolValue)
print(NSDecimalNumber(decimal: 1.5) == NSDecimalNumber(string: "1.5"))
