import Foundation
import Observation

@Observable
final class HabitTracker {
    var habits: [Habit]
    var showsCompleted = true
    private var nextID: Int

    init(habits: [Habit] = []) {
        self.habits = habits
        nextID = habits.count + 1
    }

    var visibleHabits: [Habit] { showsCompleted ? habits : habits.filter { !$0.isComplete } }
    var completedCount: Int { habits.filter(\.isComplete).count }

    func habit(_ id: Int) -> Habit? { habits.first { $0.id == id } }

    func add(_ name: String, goal: Int) {
        habits.append(Habit(id: nextID, name: name, goal: goal))
        nextID += 1
        print("new habit \(name), goal \(goal)")
    }

    func log(_ id: Int) {
        guard let index = habits.firstIndex(where: { $0.id == id }) else { return }
        habits[index].done += 1
        if habits[index].isComplete { print("\(habits[index].name) complete") }
    }

    func resetAll() {
        for index in habits.indices { habits[index].done = 0 }
        print("reset")
    }
}
