// Array literals of different concrete types take their common protocol or superclass.
protocol MediaItem { var title: String { get } }
struct Movie: MediaItem { let title: String; let minutes: Int }
struct Song: MediaItem { let title: String; let artist: String }
class Shape { func area() -> Double { 0 } }
class Square: Shape { let side: Double; init(side: Double) { self.side = side }; override func area() -> Double { side * side } }
class Circle: Shape { let r: Double; init(r: Double) { self.r = r }; override func area() -> Double { 3 * r * r } }

let library: [MediaItem] = [Movie(title: "Up", minutes: 96), Song(title: "Hey", artist: "Jude")]
print(type(of: library))
for item in library {
    switch item {
    case let movie as Movie: print("Movie", movie.title, movie.minutes)
    case let song as Song: print("Song", song.title, "by", song.artist)
    default: print("other")
    }
}
let shapes = [Square(side: 2), Circle(r: 1)]
print(type(of: shapes))
print(shapes.map { $0.area() })
let mixed: [Any] = [1, "two", 3.0]
print(type(of: mixed), mixed.count)
let numbers = [1, 2.5]
print(type(of: numbers), numbers)
let optionals = [1, nil, 3]
print(type(of: optionals), optionals)
