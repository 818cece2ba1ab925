import SwiftUI

struct HabitListView: View {
    @Environment(HabitTracker.self) private var tracker
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(tracker.visibleHabits) { habit in
                NavigationLink(value: habit.id) {
                    HabitRow(habit: habit)
                }
            }
            .navigationTitle("Today")
            .navigationDestination(for: Int.self) { id in
                HabitDetailView(habitID: id)
            }
            .toolbar {
                Button("New Habit") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                NewHabitView()
            }
        }
    }
}

#Preview {
    HabitListView()
        .environment(HabitTracker(habits: Habit.starters))
}
