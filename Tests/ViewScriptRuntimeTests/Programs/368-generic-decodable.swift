import Foundation

// A generic Decodable wrapper decoded through a generic function: the wrapper's `items: [Item]`
// and `meta: Meta?` decode as the type arguments of the use (`Page<Photo, Info>`).
struct Page<Item: Decodable, Meta: Decodable>: Decodable {
    let items: [Item]
    let first: Item?
    let meta: Meta?
    let next: Int?
}

struct Photo: Decodable { let id: Int; let title: String }
struct Info: Decodable { let total: Int }

func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

let json = #"{"items":[{"id":1,"title":"Beach"},{"id":2,"title":"Forest"}],"first":{"id":1,"title":"Beach"},"meta":{"total":3},"next":2}"#
let page = try decode(Page<Photo, Info>.self, from: json)
print(page.items.map(\.title), page.first?.title ?? "-", page.meta?.total ?? 0, page.next ?? 0)
let direct = try JSONDecoder().decode(Page<Photo, Info>.self, from: Data(json.utf8))
print(direct.items.count, direct.items[1].id)

do {
    _ = try decode(Page<Photo, Info>.self, from: #"{"items":[{"id":1}]}"#)
} catch DecodingError.keyNotFound(let key, let context) {
    print("keyNotFound", key.stringValue, context.codingPath.map(\.stringValue))
}
