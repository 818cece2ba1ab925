// Custom init(from:) and encode(to:): renamed and computed keys, nested containers, a default
// for a missing key, a single-value wrapper type and an enum with associated values.
import Foundation

struct Celsius: Codable {
    var degrees: Double
    init(_ degrees: Double) { self.degrees = degrees }
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        degrees = try container.decode(Double.self)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(degrees)
    }
}

struct Reading: Codable {
    var station: String
    var temperature: Celsius
    var tags: [String]
    var latitude: Double
    var longitude: Double

    enum CodingKeys: String, CodingKey { case station = "station_id", temperature = "temp", tags, location }
    enum LocationKeys: String, CodingKey { case lat, lon }

    init(station: String, temperature: Celsius, tags: [String], latitude: Double, longitude: Double) {
        self.station = station; self.temperature = temperature; self.tags = tags
        self.latitude = latitude; self.longitude = longitude
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        station = try container.decode(String.self, forKey: .station)
        temperature = try container.decode(Celsius.self, forKey: .temperature)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try location.decode(Double.self, forKey: .lat)
        longitude = try location.decode(Double.self, forKey: .lon)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(station, forKey: .station)
        try container.encode(temperature, forKey: .temperature)
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(latitude, forKey: .lat)
        try location.encode(longitude, forKey: .lon)
    }
}

enum Shape: Codable {
    case circle(radius: Double)
    case square(side: Double)
    enum CodingKeys: String, CodingKey { case kind, size }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(Double.self, forKey: .size)
        switch try container.decode(String.self, forKey: .kind) {
        case "circle": self = .circle(radius: size)
        default: self = .square(side: size)
        }
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .circle(let radius):
            try container.encode("circle", forKey: .kind)
            try container.encode(radius, forKey: .size)
        case .square(let side):
            try container.encode("square", forKey: .kind)
            try container.encode(side, forKey: .size)
        }
    }
}

let json = #"[{"station_id": "OSL", "temp": -3.5, "location": {"lat": 59.9, "lon": 10.7}}]"#
let readings = try JSONDecoder().decode([Reading].self, from: Data(json.utf8))
print(readings[0].station, readings[0].temperature.degrees, readings[0].tags, readings[0].latitude, readings[0].longitude)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
var changed = readings[0]
changed.tags = ["cold"]
print(String(data: try encoder.encode(changed), encoding: .utf8)!)
print(String(data: try encoder.encode(readings), encoding: .utf8)!)
let shapes = try JSONDecoder().decode([Shape].self, from: Data(#"[{"kind": "circle", "size": 2}, {"kind": "square", "size": 3}]"#.utf8))
print(shapes)
print(String(data: try encoder.encode(shapes), encoding: .utf8)!)
do {
    _ = try JSONDecoder().decode(Reading.self, from: Data(#"{"station_id": "X", "temp": 1, "location": {"lat": 1}}"#.utf8))
} catch {
    print(error)
}
