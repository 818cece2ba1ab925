// A formatter's properties take effect in the order the program sets them, as Foundation's own
// formatter does: a date style set after a date format replaces the format (and a format set
// after a style replaces the style's); a number style set after the fraction digits resets them.
import Foundation

let date = Date(timeIntervalSince1970: 1_700_000_000)

func dateFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}

let formatThenStyle = dateFormatter()
formatThenStyle.dateFormat = "yyyy/MM/dd HH:mm"
print(formatThenStyle.string(from: date))
formatThenStyle.dateStyle = .medium
formatThenStyle.timeStyle = .none
print(formatThenStyle.string(from: date))

let styleThenFormat = dateFormatter()
styleThenFormat.dateStyle = .long
styleThenFormat.timeStyle = .short
print(styleThenFormat.string(from: date))
styleThenFormat.dateFormat = "d MMM"
print(styleThenFormat.string(from: date))
styleThenFormat.timeStyle = .medium
print(styleThenFormat.string(from: date))

func numberFormatter() -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    return formatter
}

let digitsThenStyle = numberFormatter()
digitsThenStyle.maximumFractionDigits = 1
print(digitsThenStyle.string(from: 3.14159)!)
digitsThenStyle.numberStyle = .decimal
print(digitsThenStyle.string(from: 3.14159)!)
digitsThenStyle.numberStyle = .currency
print(digitsThenStyle.string(from: 3.14159)!)

let styleThenDigits = numberFormatter()
styleThenDigits.numberStyle = .decimal
styleThenDigits.maximumFractionDigits = 1
print(styleThenDigits.string(from: 3.14159)!)
styleThenDigits.minimumFractionDigits = 1
print(styleThenDigits.string(from: 2)!)
