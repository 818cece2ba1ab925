import SwiftUI

@main
struct GroceriesApp: App {
    @StateObject private var store = GroceryStore(items: GroceryItem.samples)

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .environmentObject(store)
    }
}
