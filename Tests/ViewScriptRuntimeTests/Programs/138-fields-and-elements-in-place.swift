// Struct fields read and changed where a variable holds the struct, and mutating methods on
// array elements: value semantics hold (a copy made before is not changed), a captured
// variable is changed through its box, deinits run where Swift runs them, and an overflow
// in `x += 1` on a field traps.
final class Tracker {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}

struct Particle {
    var x: Int
    var y: Int
    var trail: [Int] = []

    mutating func step() {
        x += y
        x += 1
        if x < 0 || x > 100 { y = -y }
        trail.append(x)
    }

    mutating func push(_ by: Int) {
        x += by
        y += x
    }
}

var particles = [Particle(x: 1, y: 2), Particle(x: 98, y: 4)]
let before = particles
for i in 0..<particles.count { particles[i].step() }
print(particles[0].x, particles[1].x, particles[1].y, particles[0].trail, particles[1].trail)
print(before[0].x, before[1].x, before[0].trail)

let by = 5
for i in 0..<particles.count { particles[i].push(by) }
print(particles.map { $0.x }, particles.map { $0.y })

var single = Particle(x: 10, y: 20)
single.x += single.y
single.y += 1
print(single.x, single.y)

var captured = Particle(x: 1, y: 1)
let move = { captured.x += 100 }
move()
captured.x += captured.y
print(captured.x)

var shared = [Particle(x: 1, y: 1)]
let count = { shared.count }
shared[0].step()
print(count(), shared[0].x)

func classify(_ p: Particle) -> Int {
    var score = 0
    if p.x < 0 { score += 1 }
    if p.x > 5 { score += 2 }
    return score
}
print(classify(Particle(x: 7, y: 0)), classify(Particle(x: -1, y: 0)))

var tracker: Tracker? = Tracker("first")
if tracker != nil { tracker = nil }
print("after the if")

func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
print(fib(20))

var edge = [Particle(x: Int.max - 1, y: 1)]
print("stepping")
edge[0].step()
print("not reached")
