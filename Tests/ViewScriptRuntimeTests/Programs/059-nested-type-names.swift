// Type and value descriptions of nested types, generic types, classes in nested positions: where the module name `main` appears.
struct Outer {
    struct Inner { var v = 1 }
    enum Mode { case on, off }
    class Ref {}
    var inner = Inner()
    var mode = Mode.on
}
print(Outer())
print(Outer.Inner())
print(Outer.Mode.on)
print(Outer.Ref())
print([Outer.Inner()])
print(Optional(Outer.Inner()) as Any)
print(type(of: Outer.Inner()), Outer.Inner.self, Outer.Mode.self)
print(String(reflecting: Outer.Inner.self))
debugPrint(Outer.Mode.off)
dump(Outer())
struct Generic<T> { var value: T }
print(Generic(value: 1), Generic(value: Outer.Mode.off), Generic(value: [Outer.Inner()]))
print(type(of: Generic(value: "s")), Generic<Outer.Inner>.self)
class Base { class Nested {} }
class Sub: Base {}
print(Base(), Sub(), Base.Nested())
print([Sub()], type(of: Sub()))
func local() {
    struct LocalStruct { var a = 1 }
    print(LocalStruct())
    print([LocalStruct()].count)
}
local()
enum Namespace {
    struct Item: CustomStringConvertible { var description: String { "custom item" } }
}
print(Namespace.Item(), [Namespace.Item()])
print((Outer.Inner(), 1))
