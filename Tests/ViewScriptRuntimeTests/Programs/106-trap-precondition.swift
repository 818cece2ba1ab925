// TRAP: precondition failure with a message.
func withdraw(_ amount: Int, from balance: Int) -> Int {
    precondition(amount <= balance, "insufficient funds: \(amount) > \(balance)")
    return balance - amount
}
var balance = 100
balance = withdraw(30, from: balance)
print("balance", balance)
balance = withdraw(50, from: balance)
print("balance", balance)
balance = withdraw(50, from: balance)
print("never printed")
