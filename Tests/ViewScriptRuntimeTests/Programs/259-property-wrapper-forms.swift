// Property wrapper forms: initialization in init, composition, observers, memberwise
// arguments, static properties, generic wrappers, class wrappers and projections of self.
import Foundation
@propertyWrapper
struct Trimmed {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
}
@propertyWrapper
struct Uppercased {
    private var text: String
    init(wrappedValue: String) { text = wrappedValue.uppercased() }
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
}
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: Clamped<Value> { self }
}
@propertyWrapper
struct History<Value> {
    private(set) var values: [Value]
    init(wrappedValue: Value) { values = [wrappedValue] }
    var wrappedValue: Value {
        get { values[values.count - 1] }
        set { values.append(newValue) }
    }
    var projectedValue: [Value] {
        get { values }
        set { values = newValue }
    }
}
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
@propertyWrapper
struct Shared<Value> {
    let box: Box<Value>
    init(wrappedValue: Value) { box = Box(wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}
@propertyWrapper
struct Counted {
    var wrappedValue: Int
    var reads = 0
    init(start: Int) { wrappedValue = start }
}

@propertyWrapper
struct Logged<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { print("logged", newValue); value = newValue }
    }
}
struct Profile {
    @Trimmed var name: String
    @Clamped(1...5) var rating: Int = 3
    @Uppercased var code: String
    init(name: String, rating: Int) {
        self.name = name
        self.rating = rating
        code = name
    }
}
let p = Profile(name: "  Ada  ", rating: 9)
print("[\(p.name)]", p.rating, p.$rating.range, "[\(p.code)]")

struct Tags {
    @Logged @Uppercased var label = "  swift "
    @History var score = 1 {
        willSet { print("score will be", newValue) }
        didSet { print("score was", oldValue) }
    }
    @Counted(start: 3) var counter: Int
}
var tags = Tags()
print("[\(tags.label)]")
tags.label = " ui "
print("[\(tags.label)]")
tags.score = 4
tags.score += 10
print(tags.score, tags.$score)
tags.$score = [7]
print(tags.score)
print(tags.counter)
tags.counter = 8
print(tags.counter)

let memberwise = Tags(label: "  x  ", score: 2, counter: Counted(start: 5))
print("[\(memberwise.label)]", memberwise.score, memberwise.counter)

struct Limits {
    @Clamped(0.0...1.0) static var opacity = 2.5
}
print(Limits.opacity)
Limits.opacity = -1
print(Limits.opacity)

struct Pair {
    @Shared var count = 0
}
let first = Pair()
let second = first
second.count = 42
print(first.count, second.count)

class Base {
    @History var steps = 0
    func step() { steps += 1 }
}
final class Derived: Base {
    override func step() {
        super.step()
        steps *= 10
    }
}
let derived = Derived()
derived.step()
derived.step()
print(derived.steps, derived.$steps)
