import Foundation

// A hand-written init(from:) reading nested containers: a missing nested object throws
// keyNotFound (as decode(_:forKey:) does) and an object of the wrong kind throws typeMismatch.
struct Reading: Decodable {
    let city: String
    let temperature: Double
    let tags: [String]

    enum CodingKeys: String, CodingKey { case city = "name", main, tags }
    enum MainKeys: String, CodingKey { case temp }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        city = try container.decode(String.self, forKey: .city)
        let main = try container.nestedContainer(keyedBy: MainKeys.self, forKey: .main)
        temperature = try main.decode(Double.self, forKey: .temp)
        var list = try container.nestedUnkeyedContainer(forKey: .tags)
        var tags: [String] = []
        while !list.isAtEnd { tags.append(try list.decode(String.self)) }
        self.tags = tags
    }
}

let payloads = [
    #"{"name":"Oslo","main":{"temp":-3.5},"tags":["snow","fog"]}"#,
    #"{"name":"Bad","tags":[]}"#,
    #"{"name":"Odd","main":[1,2],"tags":[]}"#,
    #"{"name":"List","main":{"temp":1},"tags":"none"}"#,
]
for json in payloads {
    do {
        let reading = try JSONDecoder().decode(Reading.self, from: Data(json.utf8))
        print(reading.city, reading.temperature, reading.tags)
    } catch DecodingError.keyNotFound(let key, let context) {
        print("keyNotFound", key.stringValue, context.codingPath.map(\.stringValue))
    } catch DecodingError.typeMismatch(_, let context) {
        print("typeMismatch", context.codingPath.map(\.stringValue))
    } catch {
        print("other", error)
    }
}
