// Rosetta Code style: the sieve of Eratosthenes, prime factors and twin primes.
func sieve(_ limit: Int) -> [Int] {
    guard limit >= 2 else { return [] }
    var isPrime = [Bool](repeating: true, count: limit + 1)
    isPrime[0] = false
    isPrime[1] = false
    var p = 2
    while p * p <= limit {
        if isPrime[p] {
            for multiple in stride(from: p * p, through: limit, by: p) { isPrime[multiple] = false }
        }
        p += 1
    }
    return isPrime.indices.filter { isPrime[$0] }
}
func factors(_ n: Int) -> [Int] {
    var n = n, result: [Int] = [], d = 2
    while d * d <= n {
        while n % d == 0 { result.append(d); n /= d }
        d += 1
    }
    if n > 1 { result.append(n) }
    return result
}
let primes = sieve(100)
print(primes)
print("count:", primes.count, "sum:", primes.reduce(0, +))
let twins = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }
print(twins.map { "(\($0.0), \($0.1))" }.joined(separator: " "))
for n in [12, 97, 360, 1001, 65536] {
    print(n, "=", factors(n).map(String.init).joined(separator: " x "))
}
print(sieve(1), sieve(2), sieve(10_000).count)
let gaps = zip(primes, primes.dropFirst()).map { $1 - $0 }
print("largest gap below 100:", gaps.max()!)
