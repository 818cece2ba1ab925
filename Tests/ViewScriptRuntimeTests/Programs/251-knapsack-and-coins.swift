// Dynamic programming: 0/1 knapsack, coin change (ways and fewest coins), LIS.
struct Item { let name: String; let weight: Int; let value: Int }
let items = [Item(name: "map", weight: 9, value: 150), Item(name: "compass", weight: 13, value: 35),
             Item(name: "water", weight: 153, value: 200), Item(name: "sandwich", weight: 50, value: 160),
             Item(name: "glucose", weight: 15, value: 60), Item(name: "tin", weight: 68, value: 45),
             Item(name: "banana", weight: 27, value: 60), Item(name: "apple", weight: 39, value: 40)]
func knapsack(_ items: [Item], capacity: Int) -> (Int, [String]) {
    var best = [[Int]](repeating: [Int](repeating: 0, count: capacity + 1), count: items.count + 1)
    for (i, item) in items.enumerated() {
        for w in 0...capacity {
            best[i + 1][w] = best[i][w]
            if item.weight <= w { best[i + 1][w] = max(best[i + 1][w], best[i][w - item.weight] + item.value) }
        }
    }
    var chosen: [String] = [], w = capacity
    for i in stride(from: items.count, to: 0, by: -1) where best[i][w] != best[i - 1][w] {
        chosen.append(items[i - 1].name); w -= items[i - 1].weight
    }
    return (best[items.count][capacity], chosen.reversed())
}
print(knapsack(items, capacity: 200))
func ways(_ amount: Int, _ coins: [Int]) -> Int {
    var table = [Int](repeating: 0, count: amount + 1)
    table[0] = 1
    for coin in coins where coin <= amount { for a in coin...amount { table[a] += table[a - coin] } }
    return table[amount]
}
func fewest(_ amount: Int, _ coins: [Int]) -> Int? {
    var table = [Int?](repeating: nil, count: amount + 1)
    table[0] = 0
    for a in stride(from: 1, through: amount, by: 1) {
        table[a] = coins.compactMap { $0 <= a ? table[a - $0].map { $0 + 1 } : nil }.min()
    }
    return table[amount]
}
print(ways(100, [1, 5, 10, 25]), ways(10, [2, 5, 3, 6]))
print(fewest(63, [1, 5, 10, 21, 25]) as Any, fewest(7, [2, 4]) as Any)
func lis(_ a: [Int]) -> Int {
    var tails: [Int] = []
    for x in a {
        if let i = tails.firstIndex(where: { $0 >= x }) { tails[i] = x } else { tails.append(x) }
    }
    return tails.count
}
print(lis([10, 9, 2, 5, 3, 7, 101, 18]), lis([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]))
