import SwiftUI

struct RootView: View {
    var body: some View {
        TabView {
            HabitListView()
                .tabItem { Label("Today", systemImage: "checklist") }
            StatsView()
                .tabItem { Label("Stats", systemImage: "chart.bar") }
            PreferencesView()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

#Preview {
    RootView()
        .environment(HabitTracker(habits: Habit.starters))
}
