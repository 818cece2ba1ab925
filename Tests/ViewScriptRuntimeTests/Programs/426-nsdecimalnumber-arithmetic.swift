// A bill splitter's money arithmetic with NSDecimalNumber: subtotal, tip, tax, a share each,
// and comparing totals, as older SwiftUI apps (and code ported from Objective-C) write it.
// Own code.
import Foundation

let prices = ["12.99", "8.50", "4.25"].map { NSDecimalNumber(string: $0) }
var subtotal = NSDecimalNumber.zero
for price in prices { subtotal = subtotal.adding(price) }
print(subtotal, subtotal.doubleValue)
let tip = subtotal.multiplying(by: NSDecimalNumber(string: "0.18"))
print(tip)
let discount = NSDecimalNumber(value: 5)
let total = subtotal.adding(tip).subtracting(discount)
print(total)
let share = total.dividing(by: NSDecimalNumber(value: 3))
print(share, share.stringValue, share.doubleValue)
print(NSDecimalNumber(decimal: 1).dividing(by: NSDecimalNumber(value: 8)))
print(total.compare(subtotal) == .orderedDescending, subtotal.compare(total) == .orderedAscending)
print(NSDecimalNumber(string: "2.50").compare(NSDecimalNumber(value: 2.5)) == .orderedSame)
print(NSDecimalNumber(value: 0.1).adding(NSDecimalNumber(value: 0.2)))
print(NSDecimalNumber(string: "-3.75").multiplying(by: NSDecimalNumber(value: 4)).intValue)
print(NSDecimalNumber.one.subtracting(NSDecimalNumber(string: "0.001")))
