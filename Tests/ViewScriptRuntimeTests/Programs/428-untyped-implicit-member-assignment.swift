// Variables whose type comes from their initializer (`var started = Date.now`, as `@State
// private var started = Date.now` in a stopwatch) assigned an implicit member later
// (`started = .now`): Swift types the member by the variable's type. A `Date` method's
// argument written as an implicit member (`stamp.timeIntervalSince(.distantPast)`) is a `Date`.
// Own code.
import Foundation

var limit = Double.zero
limit = .pi
print(limit, limit * 2)
limit = .infinity
print(limit > 1e300)
var count = Int.zero
count = .max
print(count)
count = .min
print(count < 0)
var start = Date.distantPast
start = .distantFuture
print(start == Date.distantFuture)
var stamp = Date.distantPast
stamp = .now
print(stamp > Date(timeIntervalSince1970: 1_700_000_000), stamp.timeIntervalSince(Date.distantPast) > 0)
print(stamp.timeIntervalSince(.distantPast) > 0, Date.distantPast.distance(to: .distantFuture) > 0)

enum Direction { case north, south }
var heading = Direction.north
heading = .south
print(heading, heading == .south)

struct Timer2 { var started = Date.distantPast; var lap = 0.0 }
var timer = Timer2()
timer.started = .distantFuture
timer.lap = .ulpOfOne
print(timer.started == .distantFuture, timer.lap)
