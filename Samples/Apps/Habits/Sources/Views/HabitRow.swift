import SwiftUI

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        HStack {
            Text(habit.name)
            Spacer()
            Text(habit.isComplete ? "Done" : habit.progress)
        }
    }
}

#Preview("In progress") {
    HabitRow(habit: Habit(id: 1, name: "Read", goal: 2, done: 1))
}

#Preview("Complete") {
    HabitRow(habit: Habit(id: 1, name: "Read", goal: 2, done: 2))
}
