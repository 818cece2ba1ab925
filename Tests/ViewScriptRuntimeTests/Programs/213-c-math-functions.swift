// The C math functions Foundation brings in.
import Foundation
print(fabs(-3.5), fabs(2.0))
print(sqrt(16.0), pow(2.0, 10.0), cbrt(27.0))
print(floor(2.7), ceil(2.1), round(2.5), trunc(-2.7))
print(exp(0.0), log(1.0), log10(1000.0), log2(8.0))
print(sin(0.0), cos(0.0), tan(0.0))
print(atan2(1.0, 1.0) * 4)
print(hypot(3.0, 4.0))
print(fmod(10.0, 3.0), remainder(10.0, 3.0))
print(fmax(1.5, 2.5), fmin(1.5, 2.5))
print(Double.pi)
let angle = 60.0 * Double.pi / 180
print((cos(angle) * 1000).rounded() / 1000)
print(abs(-4), abs(-4.25))
print(sqrt(2.0) * sqrt(2.0) == 2.0)
func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    sqrt(pow(a.0 - b.0, 2) + pow(a.1 - b.1, 2))
}
print(distance((0, 0), (6, 8)))
print(Int(log2(1024.0)), Int(exp(1.0) * 1000))
