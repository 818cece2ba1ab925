import Foundation

// NotificationCenter: named notifications, sender filters, userInfo, tokens, and synchronous
// delivery (the post returns after every observer ran).
final class Sender {}
extension Notification.Name {
    static let saved = Notification.Name("saved")
}

let center = NotificationCenter.default
let a = Sender(), b = Sender()
var log: [String] = []

let fromA = center.addObserver(forName: .saved, object: a, queue: nil) { note in
    log.append("from a: \(note.userInfo?["count"] as? Int ?? -1)")
}
let fromAnyone = center.addObserver(forName: .saved, object: nil, queue: nil) { note in
    log.append("from anyone: \(note.object == nil ? "nobody" : "someone")")
}
print(Notification.Name.saved)
print(Notification.Name("saved") == .saved, Notification.Name.saved.rawValue)

center.post(name: .saved, object: b)
print(log); log = []
center.post(name: .saved, object: a, userInfo: ["count": 3])
print(log); log = []
center.removeObserver(fromA)
center.post(name: .saved, object: a)
print(log); log = []
center.removeObserver(fromAnyone)
center.post(Notification(name: .saved))
print(log)

var other = 0
let unrelated = center.addObserver(forName: Notification.Name("other"), object: nil, queue: nil) { _ in other += 1 }
center.post(name: .saved, object: nil)
center.post(name: Notification.Name("other"), object: nil)
center.removeObserver(unrelated)
print("other ran", other)
