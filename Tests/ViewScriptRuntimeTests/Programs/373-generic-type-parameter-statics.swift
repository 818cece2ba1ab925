// Generic parameters of a generic type used inside its members: `T.allCases` in a method,
// a computed property and a closure, bound by the instance's generic arguments (written
// `Chooser<Size>`, or inferred from the initializer's arguments, also from a nil optional).
enum E: CaseIterable { case a, b }
enum Size: String, CaseIterable { case s, m, l }

struct Options<T: CaseIterable> {
    let value: T
    func count() -> Int { T.allCases.count }
}
print(Options(value: E.a).count())

struct Chooser<T: CaseIterable & RawRepresentable> {
    var chosen: T?
    var names: [T.RawValue] { T.allCases.map(\.rawValue) }
    func count() -> Int {
        let count = { T.allCases.count }
        return count()
    }
}
print(Chooser<Size>(chosen: nil).names, Chooser<Size>(chosen: nil).count())
let chosen: Size? = .m
print(Chooser(chosen: chosen).names)
let empty: Size? = nil
print(Chooser(chosen: empty).count())

