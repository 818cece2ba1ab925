// Synthesized Codable: structs, raw-value enums, CodingKeys, optionals, nested arrays and
// dictionaries, key and date strategies; sorted keys make the encoded text deterministic.
import Foundation

enum Role: String, Codable { case admin, member }
struct Address: Codable { var city: String; var zip: String? }
struct Person: Codable {
    var fullName: String
    var age: Int
    var role: Role
    var address: Address
    var scores: [String: Double]
    var joined: Date
    enum CodingKeys: String, CodingKey {
        case fullName = "name", age, role, address, scores, joined
    }
}
let json = """
{"name": "Ann", "age": 41, "role": "admin", "address": {"city": "Oslo"},
 "scores": {"math": 9.5}, "joined": 1700000000, "ignored": true}
"""
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
let person = try decoder.decode(Person.self, from: Data(json.utf8))
print(person.fullName, person.age, person.role, person.address.city, person.address.zip == nil)
print(person.scores["math"]!, person.joined)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
encoder.dateEncodingStrategy = .iso8601
print(String(data: try encoder.encode(person), encoding: .utf8)!)
struct Item: Codable { var itemName: String; var unitPrice: Double }
let snake = JSONDecoder()
snake.keyDecodingStrategy = .convertFromSnakeCase
let items = try snake.decode([Item].self, from: Data(#"[{"item_name": "pen", "unit_price": 1.5}, {"item_name": "ink", "unit_price": 3}]"#.utf8))
print(items.map(\.itemName), items.map(\.unitPrice))
let toSnake = JSONEncoder()
toSnake.keyEncodingStrategy = .convertToSnakeCase
toSnake.outputFormatting = .sortedKeys
print(String(decoding: try toSnake.encode(items), as: UTF8.self))
let data = try JSONEncoder().encode([3, 1, 2])
print(data, String(data: data, encoding: .utf8)!)
print(try JSONDecoder().decode([Int].self, from: data).sorted())
print(try JSONDecoder().decode([String: [Int]].self, from: Data(#"{"a": [1, 2]}"#.utf8))["a"]!)
print(try JSONDecoder().decode(Role.self, from: Data(#""member""#.utf8)))
