// Decimal in Codable: custom containers, [Decimal] from JSON, decoding errors with Foundation's
// (empty) debug description, and number literals meeting decimals in contains and max.
import Foundation

struct Holder: Codable { var a: Decimal }
struct Price: Codable {
    var amount: Decimal
    enum CodingKeys: String, CodingKey { case amount = "value" }
    init(amount: Decimal) { self.amount = amount }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        amount = try c.decode(Decimal.self, forKey: .amount)
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(amount, forKey: .amount)
    }
}
let p = try! JSONDecoder().decode(Price.self, from: "{\"value\": 7.35}".data(using: .utf8)!)
print(p.amount, p.amount * 3)
print(String(data: try! JSONEncoder().encode(Price(amount: 1.25)), encoding: .utf8)!)
let list = try! JSONDecoder().decode([Decimal].self, from: "[1, 2.5, 0.1]".data(using: .utf8)!)
print(list, list.reduce(0, +), max(list[0], 2), list.contains(2.5))
do { _ = try JSONDecoder().decode([Decimal].self, from: "[\"x\"]".data(using: .utf8)!) } catch { print(error) }
do { _ = try JSONDecoder().decode([Decimal].self, from: "[\"x\"]".data(using: .utf8)!) } catch DecodingError.typeMismatch(let t, let c) { print(t, "|", c.debugDescription, "|", c.codingPath.map(\.stringValue)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Holder.self, from: "{\"a\": true}".data(using: .utf8)!) } catch DecodingError.typeMismatch(let t, let c) { print(t, "|", c.debugDescription, "|", c.codingPath.map(\.stringValue)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Holder.self, from: "{\"a\": null}".data(using: .utf8)!) } catch { print(error) }
do { _ = try JSONDecoder().decode(Holder.self, from: "{\"a\": \"1.5\"}".data(using: .utf8)!) } catch { print(error) }
