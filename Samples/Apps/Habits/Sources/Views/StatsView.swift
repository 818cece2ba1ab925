import SwiftUI

struct StatsView: View {
    @Environment(HabitTracker.self) private var tracker

    var body: some View {
        VStack {
            Text("Completed: \(tracker.completedCount) of \(tracker.habits.count)")
            Button("Reset Today") { tracker.resetAll() }
        }
    }
}

struct StatsView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StatsView()
                .environment(HabitTracker(habits: Habit.starters))
            StatsView()
                .environment(HabitTracker())
        }
    }
}
