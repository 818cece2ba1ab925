// When stored properties' initial values are evaluated: each class's own at the start of
// its designated initializer, after the call's arguments (a subclass's before its
// superclass's, which run when super.init is called); never in a convenience initializer
// before it delegates; a struct's after the arguments, before the body.
func note(_ text: String, _ value: Int = 0) -> Int { print(text); return value }

class Base {
    var base = note("Base.base initial", 1)
    let name: String
    init(name: String) { print("Base.init(name:) body"); self.name = name }
    init() { print("Base.init() body"); name = "none" }
    convenience init(number: Int) {
        print("Base.init(number:) before self.init")
        self.init(name: "n\(number)")
        print("Base.init(number:) after self.init")
    }
}

class Derived: Base {
    var derived = note("Derived.derived initial", 2)
    init(tag: Int) {
        print("Derived.init(tag:) body", tag)
        super.init(name: "tag\(note("super argument", tag))")
        print("Derived.init(tag:) after super.init")
    }
    override init() {
        print("Derived.init() body")
        super.init()
    }
    convenience init(pair: Int) {
        print("Derived.init(pair:) before self.init")
        self.init(tag: note("self.init argument", pair))
    }
}

class Inheriting: Base {
    var extra = note("Inheriting.extra initial", 3)
}

class Root {
    var root = note("Root.root initial", 10)
    init() { print("Root.init() body") }
}

class Leaf: Root {
    var leaf = note("Leaf.leaf initial", 11)
    init(value: Int) { print("Leaf.init(value:) body", value) }
}

class Plain {
    var first = note("Plain.first initial", 4)
    var second = note("Plain.second initial", 5)
}

class PlainChild: Plain {
    var third = note("PlainChild.third initial", 6)
}

class Failing {
    var value = note("Failing.value initial", 7)
    init?(ok: Bool) {
        print("Failing.init body")
        if !ok { return nil }
    }
}

struct Point {
    var x = note("Point.x initial", 8)
    var y: Int
    init(y: Int) { print("Point.init body"); self.y = y }
}

struct Delegating {
    var x = note("Delegating.x initial", 12)
    var y: Int
    init(y: Int) { print("Delegating.init(y:) body"); self.y = y }
    init(double: Int) {
        print("Delegating.init(double:) before self.init")
        self.init(y: note("self.init argument", double * 2))
    }
}

struct Memberwise {
    var a = note("Memberwise.a initial", 9)
    var b: Int
}

print("-- Base(name:)")
_ = Base(name: "n\(note("argument"))")
print("-- Base(number:)")
_ = Base(number: note("argument", 3))
print("-- Derived(tag:)")
_ = Derived(tag: note("argument", 4))
print("-- Derived()")
_ = Derived()
print("-- Derived(pair:)")
_ = Derived(pair: note("argument", 5))
print("-- Inheriting(name:)")
_ = Inheriting(name: "i\(note("argument"))")
print("-- Inheriting(number:)")
_ = Inheriting(number: note("argument", 6))
print("-- Leaf(value:)")
_ = Leaf(value: note("argument", 7))
print("-- Plain()")
_ = Plain()
print("-- PlainChild()")
_ = PlainChild()
print("-- Failing")
print(Failing(ok: note("argument", 1) == 1) != nil, Failing(ok: false) != nil)
print("-- Point(y:)")
print(Point(y: note("argument", 2)).x)
print("-- Delegating(double:)")
print(Delegating(double: note("argument", 4)).y)
print("-- Memberwise(b:)")
print(Memberwise(b: note("argument", 3)).a)
print("-- Memberwise(a:b:)")
print(Memberwise(a: note("argument a", 1), b: note("argument b", 2)).a)
