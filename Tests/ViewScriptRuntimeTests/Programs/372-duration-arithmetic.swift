import Foundation

// Duration as a stopwatch app keeps it: .zero, += and -, scaling by an integer, comparisons,
// components, and the .time(pattern:) format styles of whole seconds.
var elapsed: Duration = .zero
for _ in 1...65 { elapsed += .seconds(1) }
print(elapsed, elapsed > .seconds(60), elapsed == .seconds(65), elapsed < .milliseconds(500))
let lap = elapsed - .seconds(5)
print(lap, lap * 2, Duration.seconds(20) * 3, lap / 4)
print(elapsed.components.seconds, elapsed.components.attoseconds)
print(elapsed.formatted(.time(pattern: .minuteSecond)), elapsed.formatted(.time(pattern: .hourMinuteSecond)))
print(Duration.seconds(3_725).formatted(.time(pattern: .minuteSecond)), Duration.seconds(3_725).formatted(.time(pattern: .hourMinuteSecond)))
print([Duration.seconds(3), .seconds(1), .seconds(2)].sorted(), [Duration.seconds(3), .seconds(1)].max()!)
