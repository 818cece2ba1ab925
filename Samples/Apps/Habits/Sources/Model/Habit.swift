import Foundation

struct Habit: Identifiable, Hashable {
    let id: Int
    var name: String
    var goal: Int
    var done = 0

    var isComplete: Bool { done >= goal }
    var progress: String { "\(done)/\(goal)" }

    static let starters = [
        Habit(id: 1, name: "Read", goal: 2),
        Habit(id: 2, name: "Walk", goal: 1),
        Habit(id: 3, name: "Stretch", goal: 3),
    ]
}
