// URL and URLComponents: built from parts (query items percent-encoded) and read back.
import Foundation
var parts = URLComponents()
parts.scheme = "https"
parts.host = "api.example.com"
parts.path = "/search"
parts.queryItems = [URLQueryItem(name: "q", value: "swift ui"), URLQueryItem(name: "page", value: "2")]
print(parts.url!)
print(parts.string!)
let url = URL(string: "https://example.com/a/b.json?x=1")!
print(url.host!, url.path, url.lastPathComponent, url.query!, url.scheme!)
let back = URLComponents(string: "https://example.com/items?id=7&sort=asc")!
print(back.queryItems!.map { "\($0.name)=\($0.value!)" }, back.host!)
print(URLComponents(string: "http://[bad") == nil)
