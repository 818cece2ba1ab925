// DecodingError as JSONDecoder throws it: its description and localizedDescription.
import Foundation
enum Status: String, Codable { case active, archived }
struct Settings: Codable {
    var userName: String
    var fontSize: Double
}
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let good = try? decoder.decode(Settings.self, from: Data(#"{"user_name": "ann", "font_size": 14}"#.utf8))
print(good?.userName ?? "-", good?.fontSize ?? 0)
let inputs = [#"{"user_name": "ann"}"#, #"{"user_name": 3, "font_size": 1}"#, "{oops", #"[1, 2]"#]
for input in inputs {
    do {
        _ = try decoder.decode(Settings.self, from: Data(input.utf8))
    } catch {
        print(error)
    }
}
do {
    _ = try JSONDecoder().decode(Status.self, from: Data(#""deleted""#.utf8))
} catch {
    print(error.localizedDescription)
}
