import SwiftUI

struct NewHabitView: View {
    @Environment(HabitTracker.self) private var tracker
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var goal = 1

    var body: some View {
        Form {
            TextField("Habit", text: $name)
                .onSubmit(save)
            Stepper("Goal: \(goal) a day", value: $goal, in: 1...10)
            Button("Add Habit", action: save)
                .disabled(name.isEmpty)
        }
    }

    private func save() {
        guard !name.isEmpty else { return }
        tracker.add(name, goal: goal)
        dismiss()
    }
}

#Preview {
    NewHabitView()
        .environment(HabitTracker())
}
