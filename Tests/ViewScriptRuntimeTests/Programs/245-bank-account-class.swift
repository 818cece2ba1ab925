// exercism style: a bank account class with errors, history and interest.
enum BankError: Error, CustomStringConvertible {
    case closed, insufficientFunds(needed: Int), invalidAmount(Int)
    var description: String {
        switch self {
        case .closed: return "account closed"
        case .insufficientFunds(let needed): return "needs \(needed) more"
        case .invalidAmount(let amount): return "invalid amount \(amount)"
        }
    }
}
final class Account {
    private(set) var balance = 0
    private(set) var history: [String] = []
    private var isOpen = true
    let owner: String
    init(owner: String) { self.owner = owner }
    func deposit(_ amount: Int) throws {
        guard isOpen else { throw BankError.closed }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        balance += amount
        history.append("+\(amount)")
    }
    func withdraw(_ amount: Int) throws {
        guard isOpen else { throw BankError.closed }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        history.append("-\(amount)")
    }
    func addInterest(percent: Int) { balance += balance * percent / 100 }
    func close() { isOpen = false }
}
let account = Account(owner: "Ada")
let operations: [(String, Int)] = [("deposit", 100), ("withdraw", 30), ("withdraw", 500), ("deposit", -5), ("deposit", 50)]
for (kind, amount) in operations {
    do {
        if kind == "deposit" { try account.deposit(amount) } else { try account.withdraw(amount) }
        print("\(kind) \(amount): balance \(account.balance)")
    } catch let error as BankError {
        print("\(kind) \(amount) failed: \(error)")
    } catch {
        print("unexpected", error)
    }
}
account.addInterest(percent: 10)
print(account.balance, account.history)
account.close()
do { try account.deposit(1) } catch { print("error:", error) }
print(String(describing: BankError.insufficientFunds(needed: 3)))
