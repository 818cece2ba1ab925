// Closures capture variables by reference; capture lists capture by value; shared captured state; closures in loops.
var counter = 0
let increment = { counter += 1 }
increment()
increment()
print(counter)
var value = 10
let byReference = { print("by reference:", value) }
let byValue = { [value] in print("by value:", value) }
value = 20
byReference()
byValue()
func makeAccumulator() -> (Int) -> Int {
    var total = 0
    return { amount in
        total += amount
        return total
    }
}
let acc = makeAccumulator()
print(acc(5), acc(10), acc(-3))
let acc2 = makeAccumulator()
print(acc2(1), acc(0))
func makePair() -> (get: () -> Int, set: (Int) -> Void) {
    var shared = 0
    return ({ shared }, { shared = $0 })
}
let pair = makePair()
pair.set(42)
print(pair.get())
var closures: [() -> Int] = []
for i in 1...3 {
    closures.append { i * 10 }
}
print(closures.map { $0() })
var j = 0
var laterClosures: [() -> Int] = []
while j < 3 {
    laterClosures.append { j }
    j += 1
}
print(laterClosures.map { $0() })
var k = 0
var capturedValues: [() -> Int] = []
while k < 3 {
    capturedValues.append { [k] in k }
    k += 1
}
print(capturedValues.map { $0() })
class Counter {
    var count = 0
    lazy var bump: () -> Void = { [unowned self] in self.count += 1 }
}
let c = Counter()
c.bump()
c.bump()
print(c.count)
let obj = Counter()
let captureObj = { [obj] in obj.count += 100 }
captureObj()
print(obj.count)
var text = "a"
let appendB = { text += "b" }
appendB()
appendB()
print(text)
var weakTarget: Counter? = Counter()
let weakly = { [weak weakTarget] in print("weak target alive:", weakTarget != nil) }
weakly()
weakTarget = nil
weakly()
func runTwice(_ f: () -> Void) { f(); f() }
var n = 1
runTwice { n *= 3 }
print(n)
let x = 5
let renamed = { [y = x * 2] in y + 1 }
print(renamed())
