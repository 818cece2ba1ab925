// Local functions can be called before their declaration in the same scope; static defaults.
func outer() -> Int {
    let x = helper(3)
    func helper(_ n: Int) -> Int { n * double(n) }
    func double(_ n: Int) -> Int { n * 2 }
    return x
}
print(outer())
func evenOdd(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print(evenOdd(7), evenOdd(10))
struct Config {
    static let defaultRetries = 3
    static var prefix: String { "cfg" }
    static func make(retries: Int = defaultRetries, name: String = prefix) -> String {
        "\(name):\(retries)"
    }
    func run(times: Int = defaultRetries) -> Int { times * 10 }
}
print(Config.make(), Config.make(retries: 1))
print(Config().run())
enum Level: Int {
    case low = 1, high = 5
    static let standard = Level.low
    func bumped(by amount: Int = Level.standard.rawValue) -> Int { rawValue + amount }
}
print(Level.high.bumped(), Level.low.bumped(by: 10))
