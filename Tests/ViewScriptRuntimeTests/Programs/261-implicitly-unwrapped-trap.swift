// Implicitly unwrapped optionals in arithmetic and compound assignment, then a trap when one is nil.
var count: Int! = 5
print(count + 1, count * 2 > 9)
count += 10
print(count as Any, count == nil)
final class Screen {
    var title: String!
    var taps: Int! = 0
}
let screen = Screen()
screen.taps += 1
print(screen.taps + 1, screen.title == nil)
screen.title = "Home"
print(screen.title.count)
screen.title = nil
print("before")
print(screen.title.count)
print("not reached")
