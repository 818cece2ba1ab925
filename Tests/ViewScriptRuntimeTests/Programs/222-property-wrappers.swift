// User property wrappers: wrappedValue, init arguments, projectedValue, in structs and classes.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    private(set) var changes = 0
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { print("set to \(newValue)"); value = newValue; changes += 1 }
    }
    var projectedValue: Int { changes }
}
struct Settings {
    @Clamped(0...10) var volume: Int = 5
    @Logged var name = "default"
}
var settings = Settings()
settings.volume = 42
print(settings.volume)
settings.volume = -3
print(settings.volume)
settings.name = "custom"
settings.name = "other"
print(settings.name, settings.$name)
final class Form {
    @Logged var count = 0
}
let form = Form()
form.count += 1
form.count += 1
print(form.count, form.$count)
struct Capitalized {
    @Clamped(1...3) var level = 9
}
print(Capitalized().level)
