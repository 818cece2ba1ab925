import SwiftUI

struct SummaryView: View {
    @EnvironmentObject private var store: GroceryStore

    var body: some View {
        Text(store.remaining == 0 ? "All done!" : "\(store.remaining) left to buy")
    }
}

#Preview {
    SummaryView()
        .environmentObject(GroceryStore(items: GroceryItem.samples))
}
