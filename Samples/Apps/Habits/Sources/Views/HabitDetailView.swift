import SwiftUI

struct HabitDetailView: View {
    @Environment(HabitTracker.self) private var tracker
    let habitID: Int

    var body: some View {
        if let habit = tracker.habit(habitID) {
            VStack {
                Text(habit.name)
                Text("Progress: \(habit.progress)")
                Button("Log Once") { tracker.log(habitID) }
                    .disabled(habit.isComplete)
                if habit.isComplete {
                    Text("Goal reached today")
                }
            }
            .navigationTitle(habit.name)
        }
    }
}

#Preview {
    NavigationStack {
        HabitDetailView(habitID: 1)
    }
    .environment(HabitTracker(habits: Habit.starters))
}
