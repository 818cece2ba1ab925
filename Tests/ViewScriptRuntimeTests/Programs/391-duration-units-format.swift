// Duration.formatted(.units(...)), as workout and recipe apps show times: the largest units
// first, the allowed units only, in a width; formatted() is the hour-minute-second pattern.
// (The recording's locale is en_001, ViewScript's device en_US: they differ in the abbreviated
// plural of seconds, "30 secs" and "30 sec", so that is not printed here.)
import Foundation

let hourAndFive = Duration.seconds(3900)
print(hourAndFive.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
print(hourAndFive.formatted(.units(allowed: [.hours, .minutes], width: .wide)))
print(Duration.seconds(45).formatted(.units(width: .narrow)))
print(Duration.seconds(5400).formatted(.units()))
print(Duration.seconds(3725).formatted())
print(Duration.milliseconds(1500).formatted(.units(allowed: [.seconds, .milliseconds], width: .abbreviated)))
print(Duration.seconds(3720).formatted(.units(allowed: [.hours, .minutes, .seconds], width: .condensedAbbreviated)))
print(Duration.seconds(3725).formatted(.units(allowed: [.minutes], width: .wide, maximumUnitCount: 1)))
print(Duration.seconds(200_000).formatted(.units(allowed: [.days, .hours], width: .wide)))
print(Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2)))
let laps: [Duration] = [.seconds(61), .seconds(125)]
print(laps.map { $0.formatted(.units(allowed: [.minutes, .seconds], width: .narrow)) })
