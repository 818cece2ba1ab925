// An initializer's default arguments are evaluated by the caller, with the call's other
// arguments: before the stored properties' initial values, which the initializer evaluates
// when it starts (structs, classes, a subclass calling super.init, a failable initializer).
func note(_ text: String, _ value: Int = 0) -> Int { print(text); return value }

struct Settings {
    var size = note("Settings.size initial", 1)
    var scale: Int
    init(scale: Int = note("Settings.init default scale", 2), label: String = "x\(note("Settings.init default label"))") {
        print("Settings.init body")
        self.scale = scale
    }
}

final class Store {
    var items = note("Store.items initial", 3)
    let limit: Int
    init(limit: Int = note("Store.init default limit", 4)) {
        print("Store.init body")
        self.limit = limit
    }
}

class Base {
    var base = note("Base.base initial", 5)
    init(tag: Int = note("Base.init default tag", 6)) { print("Base.init body", tag) }
}

class Derived: Base {
    var derived = note("Derived.derived initial", 7)
    init(count: Int, extra: Int = note("Derived.init default extra", 8)) {
        print("Derived.init body", count, extra)
        super.init()
        print("Derived.init after super.init")
    }
}

struct Maybe {
    var value = note("Maybe.value initial", 9)
    init?(ok: Bool = note("Maybe.init default ok", 1) == 1) {
        print("Maybe.init body")
        if !ok { return nil }
    }
}

enum Mode {
    case on, off
    init(flag: Bool = note("Mode.init default flag", 1) == 1) { self = flag ? .on : .off }
}

print("-- Settings()")
print(Settings().scale)
print("-- Settings(label:)")
print(Settings(label: "y\(note("argument label"))").size)
print("-- Store()")
print(Store().limit)
print("-- Derived(count:)")
_ = Derived(count: note("argument count", 1))
print("-- Maybe()")
print(Maybe() != nil)
print("-- Mode()")
print(Mode())
