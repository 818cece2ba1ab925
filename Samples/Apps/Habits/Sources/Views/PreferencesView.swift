import SwiftUI

struct PreferencesView: View {
    @Environment(HabitTracker.self) private var tracker

    var body: some View {
        @Bindable var tracker = tracker
        Form {
            Toggle("Show Completed", isOn: $tracker.showsCompleted)
        }
    }
}

#Preview {
    PreferencesView()
        .environment(HabitTracker())
}
